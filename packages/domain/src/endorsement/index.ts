export * from './endorsement.codes';
export * from './endorsement.types';
export * from './dependents-diff';
export * from './policy-diff';
export * from './policy-delta';
export * from './policy-ledger';
export * from './cancellation-refund';
export * from './repeated-entries';
