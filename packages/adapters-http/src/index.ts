export * from './server';
export * from './webhooks/standard-webhook-sender';
