export * from './hit-counter.port';
export * from './sign-in-throttle/sign-in-audit.port';
export * from './sign-in-throttle/sign-in-throttle';
