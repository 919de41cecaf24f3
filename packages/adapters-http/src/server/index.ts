export * from './build-http-server';
export * from './http-deps';
export * from './plugins/request-context';
export * from './plugins/session-edge';
export * from './rating-service';
export * from './answer-effect';
export * from './purchase-service';
export * from './policy.statuses';
