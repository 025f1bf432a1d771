// The refunds feature's public surface for other features: the stores, use cases and ports they may import.
export * from './refund-gateway';
