import { priceQuote } from '@tripx/domain';
import { aQuoteRequest, sampleCatalogue, sampleCatalogueData } from '@tripx/domain/test-support';
import { describe, expect, it } from 'vitest';
import { catalogueFromJson, type CatalogueJson } from './catalogue-json';

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
