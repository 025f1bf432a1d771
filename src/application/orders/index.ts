// The orders feature's public surface for other features: the stores, use cases and ports they may import.
export * from './order-page-store';
export * from './order-failure';
export * from './orders-store';
