// The refunds feature's domain: pure TypeScript rules, no package, no I/O.
export * from './refund';
