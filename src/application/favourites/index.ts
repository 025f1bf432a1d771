// The favourites feature's public surface for other features: the stores, use cases and ports they may import.
export * from './favourites-store';
export * from './favourites-errors';
