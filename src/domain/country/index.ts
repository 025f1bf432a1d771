// The country feature's domain: pure TypeScript rules, no package, no I/O.
export * from './country';
export * from './currency';
export * from './phone';
export * from './phone-display';
