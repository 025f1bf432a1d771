// The content feature's public surface for other features: the components they may import.
export * from './content-page';
export * from './support-field';
export * from './support-form-problem';
