// What other features' adapters use of the catalogue's: the product card's schema and its mapping, and
// for the favourites fake the card's record as the catalogue fake reads its seeds.
export * from './catalogue-contract';
export { summary } from './http-catalogue-gateway';
export { summaryRecord } from './in-memory-catalogue-records';
