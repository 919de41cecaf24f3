import type { DataKey, SandboxTokenRow } from '@tripx/application';

/**
 * The tokens this instance tokenized or read, kept in memory so a charge need not read its token back:
 * a token row never changes once written, so a cached row is the stored row. The oldest entries go
 * first past `capacity`; an expired entry is dropped and looked up again (storage forgets expired
 * tokens a day later, and then answers "unknown").
 */
export class SandboxTokenCache {
  private readonly rows = new Map<DataKey, SandboxTokenRow>();

  constructor(private readonly capacity = 10_000) {}

  remember(row: SandboxTokenRow): void {
    this.rows.delete(row.dataKey); // re-inserted: the newest again
    this.rows.set(row.dataKey, row);
    if (this.rows.size > this.capacity) this.rows.delete(this.rows.keys().next().value as DataKey);
  }

  /** The row if cached and alive at `now`. */
  live(dataKey: DataKey, now: Date): SandboxTokenRow | undefined {
    const row = this.rows.get(dataKey);
    if (row && now.getTime() >= row.expiresAt.getTime()) this.rows.delete(dataKey);
    return row && now.getTime() < row.expiresAt.getTime() ? row : undefined;
  }
}
