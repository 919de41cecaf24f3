import { userInfo } from 'node:os';
import pg from 'pg';
import { describe, it } from 'vitest';

/** The test database: `TEST_DATABASE_URL`, or database `test` on 127.0.0.1:5432 (trust auth). */
export const POSTGRES_URL =
  process.env['TEST_DATABASE_URL'] ??
  `postgres://${process.env['PGUSER'] ?? userInfo().username}@127.0.0.1:5432/test`;

/** The address without credentials, for messages. */
const shown = (url: string) => url.replace(/\/\/[^@]*@/, '//');

let answer: Promise<string | undefined> | undefined;

/** Why PostgreSQL cannot be used (it does not answer within two seconds), or undefined when it can. */
const postgresMissing = (): Promise<string | undefined> =>
  (answer ??= (async () => {
    const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return undefined;
    } catch (e) {
      return `PostgreSQL does not answer at ${shown(POSTGRES_URL)} (${(e as Error).message || String(e)})`;
    } finally {
      await client.end().catch(() => undefined);
    }
  })());

/**
 * The one PostgreSQL guard of every suite: `describe(name, suite)` when PostgreSQL answers. When it
 * does not, the reason is printed and the block holds one test that says it did NOT run: skipped on
 * a developer's machine, failed under `CI=true` (CI never passes without its PostgreSQL runs).
 * Call it at the top level of a test file: `await describeOnPostgres('…', () => { … })`.
 */
export const describeOnPostgres = async (name: string, suite: () => void): Promise<void> => {
  const missing = await postgresMissing();
  if (missing === undefined) {
    describe(name, suite);
    return;
  }
  const reason = `${missing}: "${name}" did NOT run`;
  console.warn(`\n⚠ ${reason}\n`);
  if (process.env['CI'] === 'true')
    describe(name, () =>
      it('needs PostgreSQL under CI=true', () => {
        throw new Error(reason);
      }),
    );
  else describe(name, () => it.skip(reason, () => undefined));
};
