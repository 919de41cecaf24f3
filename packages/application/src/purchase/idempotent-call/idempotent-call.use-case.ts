import 'reflect-metadata';
import type { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { PurchaseStore, PurchaseSupport } from '../purchase.ports';
import { PURCHASE_TOKENS } from '../purchase.tokens';
import {
  idempotentCall,
  type IdempotencyFailure,
  type IdempotentCallInput,
  type IdempotentResult,
} from './idempotent-call';

/** idempotentCall over the purchase's bound store (the one idempotency of the platform). */
@injectable()
export class IdempotentCallUseCase<Kept = unknown> {
  constructor(
    @inject(PURCHASE_TOKENS.Store) private readonly store: PurchaseStore<Kept>,
    @inject(PURCHASE_TOKENS.Support) private readonly support: PurchaseSupport,
  ) {}

  execute(input: IdempotentCallInput<Kept>): Effect.Effect<IdempotentResult<Kept>, IdempotencyFailure> {
    const { now, hash, replayWaitMs, keyLeaseMs } = this.support;
    return idempotentCall(
      {
        store: this.store,
        now,
        hash,
        ...(replayWaitMs !== undefined ? { replayWaitMs } : {}),
        ...(keyLeaseMs !== undefined ? { keyLeaseMs } : {}),
      },
      input,
    );
  }
}
