// The cart feature's public surface for other features: the stores, use cases and ports they may import.
export * from './cart-failure';
export * from './cart-store';
export * from './add-to-cart';
