export * from './sandbox-payment-provider';
export * from './in-memory-sandbox-storage';
export * from './sandbox-test-cards';
export * from './sandbox.errors';
export { reversalKey } from './sandbox-refunds';
