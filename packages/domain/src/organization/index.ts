export * from './organization-names';
