export * from './default-catalogue-dir';
export * from './file-problem';
export * from './read-json-file';
export * from './load-catalogue';
export * from './check-rate-file';
export * from './fs-rate-catalogue';
