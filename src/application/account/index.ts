// The account feature's public surface for other features: the stores, use cases and ports they may import.
export * from './access-token';
export * from './account-failure';
export * from './auth-store';
export * from './profile-gateway';
export * from './access-token-reader';
export * from './session';
