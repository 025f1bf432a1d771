// The catalogue feature's public surface for other features: the stores, use cases and ports they may import.
export * from './category-store';
export * from './search-store';
