// The cart feature's public surface for other features: the components they may import.
export * from './cart/use-cart-outcome';
