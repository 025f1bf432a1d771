// The operator console's Http adapters, as one module: the shell names one lazy import for all of them
// (src/infrastructure/app/http-gateways.ts; docs/adr/0054), downloaded on the console's first call.
export { HttpAdminOrdersGateway } from './http-admin-orders-gateway';
export { HttpAdminRefundsGateway, HttpAdminShoppersGateway } from './http-admin-refunds-gateway';
export { HttpAdminCatalogueGateway } from './http-admin-catalogue-gateway';
