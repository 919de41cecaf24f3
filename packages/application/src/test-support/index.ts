// What other packages' tests share of this one (`@tripx/application/test-support`): contract tests of
// ports that adapters implement, and sold policies to load back. Never imported by production code.
export * from '../delivery/test-support/outbox.contract';
export * from '../payment/test-support/sandbox-storage.contract';
export * from '../policy/test-support/sold-policy';
