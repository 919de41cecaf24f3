export * from './payment-method';
export * from './payment-token';
