export * from './webhook-url';
export * from './webhook-events';
