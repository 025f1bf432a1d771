// The account feature's domain: pure TypeScript rules, no package, no I/O.
export * from './account-form';
export * from './auth';
export * from './data-deletion';
export * from './profile';
export * from './session';
export * from './user';
