import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QuoteResponseCodec } from '@tripx/application';
import { DEFAULT_CATALOGUE_DIR } from '@tripx/adapters-fs';
import { describe, expect, it } from 'vitest';
import { cli, EXAMPLES, REPO } from './test-support/cli-in-process';

const validExamples = readdirSync(EXAMPLES).filter((f) => f.endsWith('.json') && !f.startsWith('invalid'));

describe('tripx quote', () => {
  it('has an example request for every traveller category', () => {
    const categories = validExamples.map(
      (f) =>
        (JSON.parse(readFileSync(join(EXAMPLES, f), 'utf8')) as { travellerCategory: string })
          .travellerCategory,
    );
    expect(new Set(categories)).toEqual(
      new Set(['TRAVELLING_CANADIANS', 'TOP_UP', 'STUDENT', 'VISITOR_TO_CANADA']),
    );
  });

  it.each(validExamples)(
    'prices %s: valid quote JSON, something priced, totals = sums of parts',
    async (file) => {
      const { code, out } = await cli(['quote', file]);
      expect(code).toBe(0);
      const quote: unknown = JSON.parse(out);
      if (!QuoteResponseCodec.is(quote)) throw new Error(`not a quote: ${out}`);
      expect(quote.ratesVersion).toBe('2025-01-01');
      const lines = quote.paxes.flatMap((p) => p.plans);
      expect(lines.some((l) => l.status === 'PRICED' && l.totalCents > 0)).toBe(true);
      for (const l of lines.flatMap((x) => [x, ...x.benefits]))
        expect(l.premiumCents + l.adjustments.reduce((a, b) => a + b.amountCents, 0) + l.taxCents).toBe(
          l.totalCents,
        );
      expect(quote.paxes.reduce((a, p) => a + p.totalCents, 0)).toBe(quote.totalCents);
    },
  );

  it('prints a readable table with --table, in French with --lang fr', async () => {
    const { code, out } = await cli(['quote', 'travelling-canadians-single.json', '--table', '--lang', 'fr']);
    expect(code).toBe(0);
    expect(out).toContain('Voyageur 1, 37 ans');
    expect(out).toMatch(/SEMH\s+tarifé\s+54,60 \$\s+franchise -5,46 \$\s+3,93 \$\s+53,07 \$/);
    expect(out).toContain('Total de la soumission\u00a0: 455,37 $');
  });

  it('reads the request from standard input with -', async () => {
    const stdin = readFileSync(join(EXAMPLES, 'top-up.json'), 'utf8');
    const { code, out } = await cli(['quote', '-'], EXAMPLES, stdin);
    expect(code).toBe(0);
    expect((JSON.parse(out) as { totalCents: number }).totalCents).toBe(33279);
  });

  it('exit 2 and the API error shape for an invalid request, with every wrong field', async () => {
    const { code, out } = await cli(['quote', 'invalid-request.json']);
    expect(code).toBe(2);
    expect(JSON.parse(out)).toEqual({
      error: {
        code: 'invalidRequest',
        message: 'Some information is missing or incorrect.',
        fields: expect.arrayContaining([
          { path: 'tripInformation.startDate', code: 'invalidValue' },
          { path: 'tripInformation.countryOfResidence', code: 'required' },
          { path: 'paxes.0.age', code: 'invalidValue' },
          { path: 'paxes.0.plans.0.tripPreference.deductible', code: 'invalidValue' },
        ]),
      },
    });
  });

  it('refuses what the server refuses, with its error body: four adults as a family, a past departure', async () => {
    const family = JSON.parse(readFileSync(join(EXAMPLES, 'travelling-canadians-family.json'), 'utf8')) as {
      paxes: object[];
      tripInformation: object;
    };
    const adult = (referenceNumber: number, age: number) => ({ ...family.paxes[0], referenceNumber, age });
    const fourAdults = { ...family, paxes: [adult(1, 30), adult(2, 27), adult(3, 26), adult(4, 28)] };
    delete (fourAdults as { dependents?: unknown }).dependents;
    for (const p of fourAdults.paxes) delete (p as { dateOfBirth?: unknown }).dateOfBirth;
    const refused = await cli(['quote', '-'], EXAMPLES, JSON.stringify(fourAdults));
    expect(refused.code).toBe(2);
    expect(JSON.parse(refused.out)).toMatchObject({
      error: { code: 'invalidRequest', fields: [{ path: 'travellerType', code: 'familyRule' }] },
    });
    const past = { ...family, tripInformation: { ...family.tripInformation, startDate: 'today-1' } };
    expect(JSON.parse((await cli(['quote', '-'], EXAMPLES, JSON.stringify(past))).out)).toMatchObject({
      error: { fields: [{ path: 'tripInformation.startDate', code: 'departurePastDt' }] },
    });
  });

  it('exit 2 for a file that is missing or not JSON', async () => {
    expect(JSON.parse((await cli(['quote', 'nope.json'])).out)).toMatchObject({
      error: { code: 'invalidRequest', fields: [{ path: 'nope.json', code: 'fileMissing' }] },
    });
    const notJson = await cli(['quote', '-'], EXAMPLES, '{ paxes: [');
    expect(notJson.code).toBe(2);
    expect(JSON.parse(notJson.out)).toMatchObject({ error: { fields: [{ path: '', code: 'invalidJson' }] } });
  });
});

describe('tripx plans and rates check', () => {
  it('lists the plans of a category in French', async () => {
    const { code, out } = await cli(['plans', '--category', 'VISITOR_TO_CANADA', '--lang', 'fr']);
    expect(code).toBe(0);
    expect(out).toContain('SVTCSH — Visiteurs au Canada – Standard (affections préexistantes stables)');
    expect(out).toContain('Questionnaire médical à partir de 40 ans');
    expect(out).not.toContain('SEMH —');
  });

  it('exit 2 for an unknown category, with the option as path', async () => {
    const { code, out } = await cli(['plans', '--category', 'TOURISTS']);
    expect(code).toBe(2);
    expect(JSON.parse(out)).toMatchObject({
      error: { code: 'invalidRequest', fields: [{ path: '--category', code: 'invalidValue' }] },
    });
  });

  it('accepts a shipped rate file', async () => {
    const { code, out } = await cli([
      'rates',
      'check',
      join(DEFAULT_CATALOGUE_DIR, 'rates/2026-01-01.sample.json'),
    ]);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ valid: true, effectiveDate: '2026-01-01', sample: true });
  });

  it('exit 2 for a bad rate file, with the path of every wrong field', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tripx-rates-'));
    const rates = JSON.parse(
      readFileSync(join(DEFAULT_CATALOGUE_DIR, 'rates/2025-01-01.sample.json'), 'utf8'),
    ) as {
      plans: { SEMH: { ageBands: { rates: { ALL: number } }[] } };
      taxBps: Record<string, number>;
    };
    (rates.plans.SEMH.ageBands[4] as { rates: { ALL: number } }).rates.ALL = 10;
    rates.taxBps.QC = 9000;
    writeFileSync(join(dir, '2027-01-01.json'), JSON.stringify(rates));
    const { code, out } = await cli(['rates', 'check', '2027-01-01.json'], dir);
    expect(code).toBe(2);
    expect(JSON.parse(out)).toEqual({
      error: {
        code: 'invalidRateFile',
        message: 'The rate file is not valid.',
        fields: expect.arrayContaining([
          { path: 'effectiveDate', code: 'effectiveDateMismatch' },
          { path: 'plans.SEMH.ageBands.4.rates.ALL', code: 'rateDecreasesWithAge' },
          { path: 'taxBps.QC', code: 'bpsRange' },
        ]),
      },
    });
  });

  it('exit 1 when the catalogue itself is refused, listing its problems', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tripx-catalogue-'));
    cpSync(DEFAULT_CATALOGUE_DIR, dir, { recursive: true });
    writeFileSync(join(dir, 'questionnaires/medical-ocm.json'), '{}');
    const { code, out } = await cli(['quote', join(EXAMPLES, 'top-up.json'), '--catalogue', dir]);
    expect(code).toBe(1);
    expect(JSON.parse(out)).toMatchObject({
      error: {
        code: 'catalogueRejected',
        fields: expect.arrayContaining([
          { path: 'questionnaires/medical-ocm.json#planClass', code: 'required' },
        ]),
      },
    });
  });

  it('exit 2 for an unknown command or option, usage on stderr', async () => {
    const { code, out, err } = await cli(['quote', 'top-up.json', '--fast']);
    expect(code).toBe(2);
    expect(JSON.parse(out)).toMatchObject({
      error: { code: 'invalidCommand', fields: [{ path: 'argv.2', code: 'unknownOption' }] },
    });
    expect(err).toContain('tripx quote <file|-> [--table]');
  });
});

describe('pnpm tripx from the repository root (a real process)', () => {
  it('resolves a relative path against the directory the command was typed in, and exits 2 on invalid input', async () => {
    const run = (file: string) =>
      spawnSync('pnpm', ['-s', 'tripx', 'quote', file], { cwd: REPO, encoding: 'utf8' });
    const ok = run('packages/cli/examples/top-up.json');
    expect(ok.status).toBe(0);
    // The example's dates are relative to the day it runs: the same quote as in-process today.
    const today = await cli(['quote', 'top-up.json'], EXAMPLES, '', new Date());
    expect(JSON.parse(ok.stdout)).toEqual(JSON.parse(today.out));
    const bad = run('packages/cli/examples/invalid-request.json');
    expect(bad.status).toBe(2);
    expect(JSON.parse(bad.stdout)).toMatchObject({ error: { code: 'invalidRequest' } });
  }, 60_000);
});
