/** Builders and fakes for the flow's tests and the apps' tests of it. */
export * from './builders';
export * from './fake-card-frame';
export * from './fake-locations';
export * from './plan-fixtures';
export * from './in-process-rating';
export * from './fake-quote-progress';
export * from './no-confirmation';
