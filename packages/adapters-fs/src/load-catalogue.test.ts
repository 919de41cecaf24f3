import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE_DIR } from './default-catalogue-dir';
import { CatalogueRejected } from './file-problem';
import { FsRateCatalogue } from './fs-rate-catalogue';
import { checkRateFile } from './check-rate-file';
import { loadCatalogue } from './load-catalogue';

/** A writable copy of the shipped catalogue, to break on purpose. */
const copyOfCatalogue = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'tripx-catalogue-'));
  cpSync(DEFAULT_CATALOGUE_DIR, dir, { recursive: true });
  return dir;
};
type Path = readonly (string | number)[];
type Edit = { readonly path: Path; readonly value?: unknown; readonly remove?: true };
/** Writes (or removes) values deep in a JSON file: the point is to write what the codecs must refuse. */
const editJson = (file: string, edits: readonly Edit[]): void => {
  const json = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  for (const { path, value, remove } of edits) {
    let node = json as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    const last = path[path.length - 1] as string | number;
    if (remove) delete node[last];
    else if (Array.isArray(node[last]) && Array.isArray(value)) (node[last] as unknown[]).push(...value);
    else node[last] = value;
  }
  writeFileSync(file, JSON.stringify(json));
};
const RATES_2025 = 'rates/2025-01-01.sample.json';

describe('loading the catalogue from files', () => {
  it('loads the shipped catalogue: every plan, two rate versions in date order, both questionnaires', async () => {
    const loaded = await loadCatalogue();
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    expect([...loaded.catalogue.plans.keys()].sort()).toEqual(
      ['MAIH', 'MEMH', 'SEMH', 'SEMTUH', 'STCIH', 'SVTCBH', 'SVTCEH', 'SVTCSH'].sort(),
    );
    expect(loaded.catalogue.versions.map((v) => v.effectiveDate)).toEqual(['2025-01-01', '2026-01-01']);
    expect(loaded.catalogue.versions.every((v) => v.table.sample)).toBe(true);
    expect([...loaded.catalogue.questionnaires.keys()].sort()).toEqual(['OCM', 'VTC']);
  });

  it('refuses a rate file with the path of every wrong field, not only the first', async () => {
    const dir = copyOfCatalogue();
    editJson(join(dir, RATES_2025), [
      { path: ['currency'], value: 'USD' },
      { path: ['plans', 'SEMH', 'ageBands', 0, 'rates', 'ALL'], value: -5 },
      { path: ['plans', 'MEMH', 'deductibleDiscountBps'], remove: true },
      { path: ['taxBps', 'ZZ'], value: 100 },
    ]);
    const loaded = await loadCatalogue(dir);
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.problems).toEqual(
      expect.arrayContaining([
        { file: RATES_2025, path: 'currency', code: 'invalidValue' },
        { file: RATES_2025, path: 'plans.SEMH.ageBands.0.rates.ALL', code: 'invalidValue' },
        { file: RATES_2025, path: 'plans.MEMH.deductibleDiscountBps', code: 'required' },
        { file: RATES_2025, path: 'taxBps.ZZ', code: 'invalidValue' },
      ]),
    );
  });

  it('refuses rates that are well formed but inconsistent (the domain checks), listing each', async () => {
    const dir = copyOfCatalogue();
    editJson(join(dir, RATES_2025), [
      { path: ['plans', 'SEMH', 'ageBands', 3, 'rates', 'ALL'], value: 1 }, // cheaper than the band before
      { path: ['plans', 'SVTCBH', 'deductibleDiscountBps', '5000'], value: 100 }, // less than for 2,500
      { path: ['plans', 'SVTCEH', 'ageBands', 2, 'rates', '150000'], remove: true },
    ]);
    const loaded = await loadCatalogue(dir);
    expect(loaded.ok ? [] : loaded.problems).toEqual(
      expect.arrayContaining([
        { file: RATES_2025, path: 'plans.SEMH.ageBands.3.rates.ALL', code: 'rateDecreasesWithAge' },
        {
          file: RATES_2025,
          path: 'plans.SVTCBH.deductibleDiscountBps.5000',
          code: 'deductibleDiscountOrder',
        },
        { file: RATES_2025, path: 'plans.SVTCEH.ageBands.2.rates.150000', code: 'rateMissing' },
      ]),
    );
  });

  it('refuses a rate file whose name and effective date disagree', async () => {
    const dir = copyOfCatalogue();
    editJson(join(dir, RATES_2025), [{ path: ['effectiveDate'], value: '2025-02-01' }]);
    const loaded = await loadCatalogue(dir);
    expect(loaded.ok ? [] : loaded.problems).toEqual([
      { file: RATES_2025, path: 'effectiveDate', code: 'effectiveDateMismatch' },
    ]);
  });

  it('refuses a plan file with a missing French text and an unknown benefit', async () => {
    const dir = copyOfCatalogue();
    editJson(join(dir, 'plans.json'), [
      { path: ['plans', 0, 'content', 'fr', 'summary'], value: '' },
      { path: ['plans', 1, 'benefits'], value: [{ code: 'NOPE', type: 'OPTIONAL' }] },
    ]);
    const loaded = await loadCatalogue(dir);
    expect(loaded.ok ? [] : loaded.problems).toEqual(
      expect.arrayContaining([
        { file: 'plans.json', path: 'plans.0.content.fr.summary', code: 'invalidValue' },
        { file: 'plans.json', path: 'plans.1.benefits.7.code', code: 'invalidValue' },
      ]),
    );
  });

  it('refuses a file that is not JSON', async () => {
    const dir = copyOfCatalogue();
    writeFileSync(join(dir, 'questionnaires/needs-analysis.json'), '{ not json');
    const loaded = await loadCatalogue(dir);
    expect(loaded.ok ? [] : loaded.problems).toEqual([
      { file: 'questionnaires/needs-analysis.json', path: '', code: 'invalidJson' },
    ]);
  });

  it('never opens on a half-valid catalogue: open() rejects with every problem', async () => {
    const dir = copyOfCatalogue();
    editJson(join(dir, RATES_2025), [{ path: ['familyMultiplierBps'], value: 5000 }]);
    await expect(FsRateCatalogue.open(dir)).rejects.toBeInstanceOf(CatalogueRejected);
    await expect(FsRateCatalogue.open(dir)).rejects.toThrow(/familyMultiplierBps: familyMultiplierRange/);
  });
});

describe('checking one rate file', () => {
  it('accepts a shipped rate file and gives its version', async () => {
    const check = await checkRateFile(join(DEFAULT_CATALOGUE_DIR, 'rates/2026-01-01.sample.json'));
    expect(check.problems).toEqual([]);
    expect(check.table?.effectiveDate).toBe('2026-01-01');
  });

  it('reports every problem of a candidate file under the path it was given', async () => {
    const dir = copyOfCatalogue();
    const candidate = join(dir, '2027-01-01.json');
    cpSync(join(dir, RATES_2025), candidate);
    editJson(candidate, [
      { path: ['plans', 'SEMH', 'deductibleDiscountBps', '500'], value: 9_999_999 },
      { path: ['notice'], value: '' },
    ]);
    const check = await checkRateFile(candidate, dir);
    expect(check.problems).toEqual(
      expect.arrayContaining([
        { file: candidate, path: 'plans.SEMH.deductibleDiscountBps.500', code: 'invalidValue' },
        { file: candidate, path: 'notice', code: 'invalidValue' },
      ]),
    );
    expect(check.table).toBeUndefined();
  });
});
