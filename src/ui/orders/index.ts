// The orders feature's public surface for other features: the components they may import.
export * from './order-item-card';
export * from './order-lines';
export * from './order-summary';
export * from './status-badge';
export * from './order-timeline';
export * from './cash-rounding-line';
