export * from './paging';
