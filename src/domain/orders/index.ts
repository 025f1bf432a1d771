// The orders feature's domain: pure TypeScript rules, no package, no I/O.
export * from './checkout';
export * from './order';
