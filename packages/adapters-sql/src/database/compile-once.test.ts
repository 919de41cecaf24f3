import fc from 'fast-check';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type RawBuilder,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { compileOnce, type SlotOf } from './compile-once';

interface Tables {
  hits: { key: string; count: number; at: Date; note: string | null };
}
// Compiles only (nothing runs): PostgreSQL's SQL, as both databases here compile it.
const db = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

type Values = { key: string; count: number; at: Date; note: string | null };
/** The same upsert, with its values given as they come or left open. */
const upsert = (v: { [K in keyof Values]: Values[K] | RawBuilder<Values[K]> }) =>
  db
    .insertInto('hits')
    .values({ key: v.key, count: v.count, at: v.at, note: v.note })
    .onConflict((oc) => oc.column('key').doUpdateSet({ count: sql`hits.count + ${1}`, note: 'again' }))
    .returning(['count']);

describe('compileOnce (a query of fixed shape built once, then only bound)', () => {
  it('binds each run as Kysely compiles the same query with its values', () => {
    let builds = 0;
    const once = compileOnce((_db: typeof db, slot: SlotOf<Values>) => {
      builds += 1;
      return upsert({ key: slot('key'), count: slot('count'), at: slot('at'), note: slot('note') }).compile();
    });
    fc.assert(
      fc.property(
        fc.record({
          key: fc.string(),
          count: fc.integer(),
          at: fc.date({ noInvalidDate: true }),
          note: fc.option(fc.string(), { nil: null }),
        }),
        (values) => {
          const bound = once(db, values);
          const direct = upsert(values).compile();
          expect(bound.sql).toBe(direct.sql);
          expect(bound.parameters).toEqual(direct.parameters);
        },
      ),
    );
    expect(builds).toBe(1);
  });

  it('keeps the values it was not told to leave open', () => {
    const once = compileOnce((d: typeof db, slot: SlotOf<{ key: string }>) =>
      d
        .selectFrom('hits')
        .select('count')
        .where('key', '=', slot('key'))
        .where('note', '=', 'fixed')
        .compile(),
    );
    expect(once(db, { key: 'a' }).parameters).toEqual(['a', 'fixed']);
    expect(once(db, { key: 'b' }).parameters).toEqual(['b', 'fixed']);
  });
});
