// The catalogue feature's public surface for other features: the components they may import.
export * from './list-states';
export * from './product-card';
