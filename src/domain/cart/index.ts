// The cart feature's domain: pure TypeScript rules, no package, no I/O.
export * from './cart';
export * from './pending-cart-add';
export * from './pricing';
export * from './shown-totals';
