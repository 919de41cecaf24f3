import { priceQuote } from '@tripx/domain';
import { aQuoteRequest, sampleCatalogue, sampleCatalogueData } from '@tripx/domain/test-support';
import { describe, expect, it } from 'vitest';
import { catalogueFromFiles, catalogueFromJson, type CatalogueJson } from './catalogue-json';

/** The shipped catalogue's files as parsed JSON (the domain's test support reads the same files). */
const shipped = (): CatalogueJson => {
  const { rateTables, medicalQuestionnaires, needsAnalysis, ...plans } = sampleCatalogueData();
  return { plans, rateTables, medicalQuestionnaires, needsAnalysis };
};

const copy = <A>(value: A): A => structuredClone(value);

describe('catalogueFromJson (a channel holding the catalogue as JSON)', () => {
  it('prepares the shipped catalogue so that it prices as the one the server loads', () => {
    const built = catalogueFromJson(shipped());
    if (!built.ok) throw new Error(JSON.stringify(built.errors));
    expect(built.value.versions.map((v) => v.effectiveDate)).toEqual(['2025-01-01', '2026-01-01']);
    const mine = priceQuote(built.value, aQuoteRequest());
    const server = priceQuote(sampleCatalogue(), aQuoteRequest());
    expect(mine.ok && mine.value.totalCents).toBe(server.ok && server.value.totalCents);
  });

  it('names every wrong field by its part: shape and rules, in any file', () => {
    const json = shipped();
    const rates = copy(json.rateTables);
    Object.assign(rates[1] as object, { currency: 'USD' });
    const result = catalogueFromJson({ ...json, rateTables: rates, needsAnalysis: {} });
    expect(result.ok ? [] : result.errors).toEqual(
      expect.arrayContaining([
        { field: 'rateTables.1.currency', code: 'invalidValue' },
        expect.objectContaining({ field: expect.stringMatching(/^needsAnalysis\./) }),
      ]),
    );
  });

  it('refuses a catalogue without a rate table', () => {
    const result = catalogueFromJson({ ...shipped(), rateTables: [] });
    expect(result.ok ? [] : result.errors).toEqual([{ field: 'rateTables', code: 'required' }]);
  });
});

describe('catalogueFromFiles (the same, read through the channel’s functions)', () => {
  const { plans, needsAnalysis, medicalQuestionnaires, rateTables } = shipped();
  const files: Record<string, unknown> = {
    'plans.json': plans,
    'questionnaires/needs-analysis.json': needsAnalysis,
    'questionnaires/medical-vtc.json': medicalQuestionnaires[1],
    'questionnaires/medical-ocm.json': medicalQuestionnaires[0],
    'rates/2026-01-01.sample.json': rateTables[1],
    'rates/2025-01-01.sample.json': rateTables[0],
    'rates/notes.txt': 'not a rate table',
  };
  const read = (path: string): unknown => {
    if (!(path in files)) throw new Error(`read ${path}`);
    return files[path];
  };
  const list = (dir: string) =>
    Object.keys(files)
      .filter((f) => f.startsWith(`${dir}/`))
      .map((f) => f.slice(dir.length + 1));

  it('reads the layout of catalogue/: medical questionnaires and rate files only, in name order', () => {
    const built = catalogueFromFiles({ read, list });
    if (!built.ok) throw new Error(JSON.stringify(built.errors));
    expect(built.value.versions.map((v) => v.effectiveDate)).toEqual(['2025-01-01', '2026-01-01']);
    expect([...built.value.questionnaires.keys()].sort()).toEqual(['OCM', 'VTC']);
  });

  it('names a wrong rate file by its place in name order', () => {
    const broken: Record<string, unknown> = {
      ...files,
      'rates/2026-01-01.sample.json': { ...(rateTables[1] as object), currency: 'USD' },
    };
    const result = catalogueFromFiles({ read: (p) => broken[p], list });
    expect(result.ok ? [] : result.errors).toEqual([
      { field: 'rateTables.1.currency', code: 'invalidValue' },
    ]);
  });
});
