// What other features' fakes use: the orders fake the refunds fake reads.
export type { InMemoryOrderGateway } from './in-memory-order-gateway';
