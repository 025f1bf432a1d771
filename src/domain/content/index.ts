// The content feature's domain: pure TypeScript rules, no package, no I/O.
export * from './contact-info';
export * from './contact-message';
