// The shared feature's domain: pure TypeScript rules, no package, no I/O.
export * from './language';
export * from './localised-text';
export * from './money';
export * from './persisted-state';
export * from './result';
export * from './language-url';
export * from './script-json';
export * from './page-forms';
export * from './digits';
export * from './full-stop';
