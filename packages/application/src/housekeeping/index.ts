export * from './kept-records-purge.port';
export * from './purge-kept-records';
