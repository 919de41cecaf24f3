import type { HitCounter, HitWindow } from '@tripx/application';
import { sql } from 'kysely';
import { compileOnce, type SlotOf } from '../database/compile-once';
import type { Db } from '../database/database';
import type { CounterTables } from './counters-schema';

/** Ended windows are swept now and then by the instance counting (a row per client and route). */
const SWEEP_CHANCE = 0.01;

const toWindow = (row: { count: number; window_ends_at: Date; last_at: Date }): HitWindow => ({
  count: Number(row.count),
  endsAt: new Date(row.window_ends_at),
  lastAt: new Date(row.last_at),
});

const ended = sql<boolean>`hit_counters.window_ends_at <= excluded.last_at`;
/** One hit: the window counts one more, or starts again at 1 when it has ended (compiled once). */
const countHit = compileOnce((db: Db, slot: SlotOf<{ key: string; endsAt: Date; now: Date }>) =>
  db
    .withTables<CounterTables>()
    .insertInto('hit_counters')
    .values({ key: slot('key'), count: 1, window_ends_at: slot('endsAt'), last_at: slot('now') })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${ended} then 1 else hit_counters.count + 1 end`,
        window_ends_at: sql<Date>`case when ${ended} then excluded.window_ends_at else hit_counters.window_ends_at end`,
        last_at: sql<Date>`excluded.last_at`,
      }),
    )
    .returning(['count', 'window_ends_at', 'last_at'])
    .compile(),
);

/**
 * Hit counts in PostgreSQL (or PGlite): one upsert per hit, atomic under concurrency, so that
 * every instance on the database counts against the same limit.
 */
export class SqlHitCounter implements HitCounter {
  constructor(private readonly db: Db) {}

  private get counters() {
    return this.db.withTables<CounterTables>();
  }

  async hit(key: string, now: Date, windowMs: number): Promise<HitWindow> {
    if (Math.random() < SWEEP_CHANCE)
      await this.counters.deleteFrom('hit_counters').where('window_ends_at', '<=', now).execute();
    const query = countHit(this.db, { key, endsAt: new Date(now.getTime() + windowMs), now });
    const [row] = (await this.db.executeQuery(query)).rows;
    if (!row) throw new Error('hit_counters upsert returned no row');
    return toWindow(row);
  }

  async peek(key: string, now: Date): Promise<HitWindow | undefined> {
    const row = await this.counters
      .selectFrom('hit_counters')
      .select(['count', 'window_ends_at', 'last_at'])
      .where('key', '=', key)
      .where('window_ends_at', '>', now)
      .executeTakeFirst();
    return row && toWindow(row);
  }

  async clear(key: string): Promise<void> {
    await this.counters.deleteFrom('hit_counters').where('key', '=', key).execute();
  }
}
