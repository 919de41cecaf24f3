export * from './organization-names';
export * from './organization-display';
