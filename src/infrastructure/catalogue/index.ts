// What other features' adapters use of the catalogue's: the product card's schema and its mapping.
export * from './catalogue-contract';
export { summary } from './http-catalogue-gateway';
