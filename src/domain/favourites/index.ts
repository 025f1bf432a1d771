// The favourites feature's domain: pure TypeScript rules, no package, no I/O.
export * from './favourites';
