export * from './contracts';
export * from './purchase.ports';
export * from './create-policy/create-policy';
export * from './create-policy/create-policy.deps';
export * from './create-policy/validate-purchase';
export * from './reconcile-charges/reconcile-charges';
export * from './purchase.errors';
export * from './purchase.service.port';
