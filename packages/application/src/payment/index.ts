export * from './payment.types';
export * from './payment.errors';
export * from './payment-provider.port';
export * from './payment.tokens';
export * from './card-frame.protocol';
export * from './sandbox-storage.port';
export * from './provider-call';
