import { Data, Effect } from 'effect';
import { drainBatches, PURGE_BATCH_SIZE } from './drain-batches';
import type { KeptRecordsPurge } from './kept-records-purge.port';

/** How long each kept record stays after its last use, in days (README "Configuration"). */
export interface KeptRecordsRetention {
  /** IDEMPOTENCY_KEY_RETENTION_DAYS: a key and the answer kept under it, after its last use (30). */
  readonly idempotencyKeyDays: number;
  /** SIGN_IN_AUDIT_RETENTION_DAYS: a refused or failed sign-in's audit row (400). */
  readonly signInAuditDays: number;
}

/** What one sweep deleted. */
export interface KeptRecordsReport {
  readonly idempotencyKeys: number;
  readonly signInAudit: number;
}

/** The store failed during a sweep: told to the sweep, which tries again on its next turn. */
export class KeptRecordsStoreUnavailable extends Data.TaggedError('KeptRecordsStoreUnavailable')<{
  readonly code: 'unavailable';
  readonly detail: string;
}> {}

const DAY_MS = 86_400_000;
const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
const unavailable = (cause: unknown) =>
  new KeptRecordsStoreUnavailable({ code: 'unavailable', detail: String(cause) });

/**
 * The purge of records kept for a while (privacy): Idempotency-Keys `idempotencyKeyDays` after their
 * last use (a purchase's key stays while its attempt is PENDING), sign-in audit rows
 * `signInAuditDays` after the sign-in. Run periodically by the server, on its clock.
 */
export const purgeKeptRecords = (
  purge: KeptRecordsPurge,
  retention: KeptRecordsRetention,
  now: Date,
  limit = PURGE_BATCH_SIZE,
): Effect.Effect<KeptRecordsReport, KeptRecordsStoreUnavailable> =>
  Effect.all({
    idempotencyKeys: drainBatches(
      (at, n) => purge.deleteIdempotencyKeysUsedBefore(at, n),
      before(now, retention.idempotencyKeyDays),
      limit,
      unavailable,
    ),
    signInAudit: drainBatches(
      (at, n) => purge.deleteSignInAuditBefore(at, n),
      before(now, retention.signInAuditDays),
      limit,
      unavailable,
    ),
  });

/** The use case the server's sweep runs: the purge at the clock's now. */
export const purgeKeptRecordsUseCase = (
  purge: KeptRecordsPurge,
  retention: KeptRecordsRetention,
  now: () => Date,
) => ({
  execute: (): Effect.Effect<KeptRecordsReport, KeptRecordsStoreUnavailable> =>
    Effect.suspend(() => purgeKeptRecords(purge, retention, now())),
});
