// The content feature's public surface for other features: the stores, use cases and ports they may import.
export * from './contact-info-store';
