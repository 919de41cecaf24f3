export * from './licence';
export * from './licence-status';
export * from './selling-licence';
export * from './licence-search-filter';
export * from './licence-authorization';
