export * from './postgres-guard';
export * from './fresh-schema';
