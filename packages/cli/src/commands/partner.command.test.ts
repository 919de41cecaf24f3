import { startServer, type E2eServer } from '@tripx/testing/e2e';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, EXAMPLES } from '../test-support/cli-in-process';

/** The demo data's test key of MAPLE (an agency, every scope): README "Partner API". */
const DEMO_KEY = 'tpx_test_demopartnerkey01_DemoKeyForLocalTriesOnlyNeverInProduction01';
const PARTNER = join(EXAMPLES, 'partner');

describe('tripx partner quote|bind|get against a server', () => {
  let server: E2eServer;
  /** Where a test keeps a quote's answer for `--quote` (standard input holds the bind). */
  let scratch: string;
  let env: Record<string, string>;
  /** The CLI in the partner examples' folder, on today (the server's own day), with `env`. */
  const partner = (argv: string[], stdin = '', withEnv: Record<string, string> = env) =>
    cli(['partner', ...argv], PARTNER, stdin, new Date(), { env: withEnv });
  const json = (out: string) => JSON.parse(out) as Record<string, unknown>;

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'tripx-cli-partner-files-'));
    server = await startServer();
    env = { TRIPX_API_URL: server.baseUrl, TRIPX_API_KEY: DEMO_KEY };
  }, 150_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('quotes the example, binds it with --quote and reads the policy back (exit 0, the API’s JSON)', async () => {
    const quoted = await partner(['quote', 'quote.json']);
    expect(quoted.code, quoted.out).toBe(0);
    const quote = json(quoted.out);
    expect(quote['totalCents']).toBeGreaterThan(0);

    const bound = await partner(['bind', 'bind.json', '--quote', '-'], quoted.out);
    expect(bound.code, bound.out).toBe(0);
    const policies = json(bound.out)['policies'] as { policyNumber: string; status: string }[];
    expect(policies).toHaveLength(1);
    expect(policies[0]?.status).toBe('ACTIVE');

    const got = await partner(['get', policies[0]?.policyNumber ?? '']);
    expect(got.code, got.out).toBe(0);
    expect(got.out).toContain(policies[0]?.policyNumber);
    expect(got.out).toContain('Lee');
  });

  it('a bind run again with its --idempotency-key answers the same policies and binds nothing more', async () => {
    // Another traveller than the examples' (the same one bought twice is 409 alreadyPurchased).
    const another = (file: string) => {
      const body = json(readFileSync(join(PARTNER, file), 'utf8'));
      const paxes = (body['paxes'] as Record<string, unknown>[]).map((p) => ({
        ...p,
        dateOfBirth: '1975-02-03',
      }));
      return JSON.stringify({ ...body, paxes });
    };
    const quoted = await partner(['quote', '-'], another('quote.json'));
    expect(quoted.code, quoted.out).toBe(0);
    const quoteFile = join(scratch, 'quoted.json');
    writeFileSync(quoteFile, quoted.out);
    const key = `cli-replay-${Date.now()}`;
    const bind = () =>
      partner(['bind', '-', '--quote', quoteFile, '--idempotency-key', key], another('bind.json'));
    const first = await bind();
    expect(first.code, first.out).toBe(0);
    const again = await bind();
    expect(again.code).toBe(0);
    expect(again.out).toBe(first.out);
  });

  it('prints a refusal readably, every field it points at with its message, in English and French (exit 2)', async () => {
    const request = json(readFileSync(join(PARTNER, 'quote.json'), 'utf8'));
    const trip = request['tripInformation'] as Record<string, unknown>;
    const wrong = JSON.stringify({ ...request, tripInformation: { ...trip, endDate: 'today+20' } });

    const en = await partner(['quote', '-'], wrong);
    expect(en.code).toBe(2);
    const [head, ...fields] = en.out.split('\n');
    expect(head).toMatch(/^400 \w+: \S/);
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) expect(field).toMatch(/^ {2}[\w.]+: \w+( — \S.*)?$/);

    const fr = await partner(['quote', '-', '--lang', 'fr'], wrong);
    expect(fr.code).toBe(2);
    expect(fr.out.split('\n')[0]).toMatch(/^400 \w+\u00a0: \S/);
    expect(fr.out.split('\n').slice(1).length).toBe(fields.length);

    const raw = await partner(['quote', '-', '--json'], wrong);
    expect(raw.code).toBe(2);
    const problem = json(raw.out);
    expect(problem).toMatchObject({ status: 400, code: expect.any(String), title: expect.any(String) });
    expect((problem['fields'] as unknown[]).length).toBe(fields.length);
  });

  it('a policy that is not the organization’s (or does not exist) is a 404 (exit 2)', async () => {
    const { code, out } = await partner(['get', 'P-NOT-OURS-0']);
    expect(code).toBe(2);
    expect(out).toMatch(/^404 /);
  });

  it('a wrong key is refused by the server (401, exit 1)', async () => {
    const { code, out } = await partner(['get', 'P-1'], '', { ...env, TRIPX_API_KEY: `${DEMO_KEY}x` });
    expect(code).toBe(1);
    expect(out).toMatch(/^401 /);
  });
});

describe('tripx partner without a server', () => {
  it('needs TRIPX_API_KEY from the environment: exit 2 before any call', async () => {
    const { code, out } = await cli(['partner', 'get', 'P-1'], EXAMPLES, '', new Date(), { env: {} });
    expect(code).toBe(2);
    expect(JSON.parse(out)).toMatchObject({
      error: { code: 'apiKeyMissing', fields: [{ path: 'TRIPX_API_KEY', code: 'required' }] },
    });
  });

  it('takes no key on the command line: --api-key is an unknown option', async () => {
    const { code, out } = await cli(
      ['partner', 'get', 'P-1', '--api-key', 'tpx_test_x'],
      EXAMPLES,
      '',
      new Date(),
      { env: { TRIPX_API_KEY: 'tpx_test_x' } },
    );
    expect(code).toBe(2);
    expect(JSON.parse(out)).toMatchObject({ error: { code: 'invalidCommand' } });
  });

  it('names its sub-commands: another one is refused with the partner help', async () => {
    const { code, err } = await cli(['partner', 'cancel', 'P-1']);
    expect(code).toBe(2);
    expect(err).toMatch(/^tripx partner quote/);
  });

  it('no answer at TRIPX_API_URL: exit 1, and the Idempotency-Key to retry the call with', async () => {
    // A port of ours that hangs up on every connection: a port only found free could be taken meanwhile.
    const hangUp = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => hangUp.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(hangUp.address() as AddressInfo).port}`;
      const { code, out, err } = await cli(
        ['partner', 'quote', join('partner', 'quote.json'), '--idempotency-key', 'retry-me-0001'],
        EXAMPLES,
        '',
        new Date(),
        { env: { TRIPX_API_URL: url, TRIPX_API_KEY: 'tpx_test_x' } },
      );
      expect(code).toBe(1);
      expect(JSON.parse(out)).toMatchObject({ error: { code: 'apiUnreachable' } });
      expect(err).toContain(url);
      expect(err).toContain('--idempotency-key retry-me-0001');
    } finally {
      hangUp.close();
    }
  });
});
