export * from './hit-counter.port';
export * from './identity.errors';
export * from './identity.module';
export * from './identity.tokens';
export * from './sign-in-store.port';
export * from './sign-in-throttle/sign-in-audit.port';
export * from './sign-in-throttle/sign-in-throttle';
export * from './sign-in-with-password/sign-in-with-password';
