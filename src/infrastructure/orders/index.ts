// What other features use: the orders fake the refunds fake reads, and the record of a line as bought a refund keeps.
export type { InMemoryOrderGateway } from './in-memory-order-gateway';
export type { BoughtLineRecord } from './orders-contract';
