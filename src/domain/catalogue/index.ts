// The catalogue feature's domain: pure TypeScript rules, no package, no I/O.
export * from './catalogue';
export * from './category-tree';
export * from './price';
export * from './product';
export * from './search-history';
export * from './shop-query';
export * from './variant-selection';
export * from './structured-data';
export * from './operator-input';
