// What other packages' tests share of this one (`@tripx/domain/test-support`): builders and
// arbitraries with overrides. Production code never imports it (test-support-only-in-tests).
export * from './access';
export * from './arbitraries';
export * from './card';
export * from './distribution';
export * from './documents';
export * from './endorsement';
export * from './inputs';
export * from './organization';
export * from './payment';
export * from './plan-selection';
export * from './pricing';
export * from './quote-form';
export * from './partner';
