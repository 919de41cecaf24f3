export * from './paging';
export * from './list-page';
export * from './lists';
