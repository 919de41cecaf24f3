// What other packages' tests share of this one (`@tripx/application/test-support`): contract tests
// of ports that adapters implement, confirmations to render, sold policies to load back.
// Production code never imports it (dependency-cruiser: test-support-only-in-tests).
export * from '../delivery/test-support/confirmation-view.builder';
export * from '../delivery/test-support/outbox.contract';
export * from '../payment/test-support/sandbox-storage.contract';
export * from '../policy/test-support/sold-policy';
export * from '../partner/test-support/partner-keys.contract';
export * from '../partner/test-support/in-memory-partner-keys';
export * from '../partner/test-support/partner-actors';
export * from '../identity/test-support/memory-counter';
