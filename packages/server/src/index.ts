export * from './config';
export * from './create-server';
