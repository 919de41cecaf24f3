export * from './browser';
export * from './french-typography';
export * from './server';
export * from './server-and-browser';
export * from './page-metrics';
export * from './sign-in';
