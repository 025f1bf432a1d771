// The notifications feature's domain: pure TypeScript rules, no package, no I/O.
export * from './notification-badge';
export * from './notification';
