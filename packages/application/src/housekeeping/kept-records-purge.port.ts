/**
 * Deletes the records kept for a while after their use (docs/security.md, the periodic purge): each call is
 * one short statement over at most `limit` rows, as the other purges. Each answers how many it deleted.
 */
export interface KeptRecordsPurge {
  /**
   * Idempotency-Key rows (purchases and partner calls) last used (claimed or answered) at or before
   * `cutoff`, except a purchase's key while its attempt is still PENDING: reconciliation writes that
   * purchase's answer under it when it settles the attempt.
   */
  deleteIdempotencyKeysUsedBefore(cutoff: Date, limit: number): Promise<number>;
  /** Refused and failed sign-ins recorded at or before `cutoff`. */
  deleteSignInAuditBefore(cutoff: Date, limit: number): Promise<number>;
}
