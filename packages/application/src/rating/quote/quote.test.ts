import { priceQuote } from '@tripx/domain';
import { aQuoteRequest, aVisitorRequest, date, sampleCatalogue } from '@tripx/domain/test-support';
import { Effect, Exit } from 'effect';
import { describe, expect, it } from 'vitest';
import { QuoteResponseCodec } from '../contracts/quote-response.contract';
import { brokenCatalogue, catalogueOf, clockAt, run } from '../test-support/fake-ports';
import { QuoteUseCase } from './quote';

const useCase = (now = '2025-06-01T15:00:00Z') =>
  new QuoteUseCase(catalogueOf(sampleCatalogue()), clockAt(now));

const acme = { organizationCode: 'ACME', seller: { profileRef: null, userType: null } };

describe('quote use case', () => {
  it('prices a decoded body exactly as the domain does, in the response contract', async () => {
    const request = aQuoteRequest();
    const result = await run(useCase().execute(request));
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(QuoteResponseCodec.is(result.value)).toBe(true);
    const domain = priceQuote(sampleCatalogue(), request);
    expect(domain.ok && domain.value.totalCents).toBe(result.value.totalCents);
    expect(result.value).toMatchObject({ ratesVersion: '2025-01-01', currency: 'CAD', totalCents: 3931 });
  });

  it('answers every wrong field of a malformed body with its path', async () => {
    const body = {
      ...aQuoteRequest(),
      tripInformation: {
        ...aQuoteRequest().tripInformation,
        startDate: undefined,
        provinceOfResidence: 'XX',
      },
      paxes: [{ referenceNumber: 1, age: -3, plans: [{ code: 'NOPE' }] }],
    };
    const result = await run(useCase().execute(body));
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({
        _tag: 'InvalidRequest',
        code: 'invalidRequest',
        fields: expect.arrayContaining([
          { path: 'tripInformation.startDate', code: 'required' },
          { path: 'tripInformation.provinceOfResidence', code: 'invalidValue' },
          { path: 'paxes.0.age', code: 'invalidValue' },
          { path: 'paxes.0.plans.0.code', code: 'invalidValue' },
        ]),
      }),
    });
  });

  it('answers the domain refusal of a well-formed request the same way', async () => {
    const body = aQuoteRequest({ tripInformation: { endDate: date('2025-06-15') } });
    expect(await run(useCase().execute(body))).toEqual({
      ok: false,
      error: expect.objectContaining({
        _tag: 'InvalidRequest',
        code: 'invalidRequest',
        fields: [{ path: 'tripInformation.endDate', code: 'returnLtDepart' }],
      }),
    });
  });

  it('takes today in Toronto as the application date when the body has none', async () => {
    const { applicationDate: _, ...body } = aQuoteRequest({
      tripInformation: { startDate: date('2026-01-10'), endDate: date('2026-01-20') },
    });
    // 03:00 UTC on 1 January is still 31 December in Toronto: the 2025 rates are in force.
    const before = await run(useCase('2026-01-01T03:00:00Z').execute(body));
    const after = await run(useCase('2026-01-01T06:00:00Z').execute(body));
    expect(before.ok && before.value.ratesVersion).toBe('2025-01-01');
    expect(after.ok && after.value.ratesVersion).toBe('2026-01-01');
  });

  it('accepts the spec form\'s "true"/"false" strings for flags', async () => {
    const body = aVisitorRequest({}, { isSuperVisa: 'true' as unknown as boolean });
    const result = await run(useCase().execute(body));
    expect(result.ok && result.value.paxes[0]?.plans[0]?.status).toBe('PRICED');
  });

  it('passes a catalogue failure through the error channel', async () => {
    const result = await run(
      new QuoteUseCase(brokenCatalogue, clockAt('2025-06-01T12:00:00Z')).execute(aQuoteRequest()),
    );
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ code: 'catalogueUnavailable' }) });
  });

  it("prices for the session's organization: a body naming another one is refused (organizationMismatch)", async () => {
    const own = await run(useCase().execute({ ...aQuoteRequest(), organizationCode: 'ACME' }, acme));
    expect(own.ok).toBe(true);
    for (const sent of ['OTHER', 7, null]) {
      const other = await run(useCase().execute({ ...aQuoteRequest(), organizationCode: sent }, acme));
      expect(other).toEqual({ ok: false, error: expect.objectContaining({ _tag: 'OrganizationMismatch' }) });
    }
  });

  it('refuses an agent without a licence for the trip’s province (LicenceRefused), and reads none for others', async () => {
    let reads = 0;
    const licences = {
      findProfile: async () => {
        reads += 1;
        return undefined;
      },
      organizations: async () => [],
      agencyLicences: async () => [],
    };
    const quote = new QuoteUseCase(
      catalogueOf(sampleCatalogue()),
      clockAt('2025-06-01T15:00:00Z'),
      undefined,
      licences,
    );
    const agent = {
      organizationCode: null,
      seller: { profileRef: 'prf-agent', userType: 'CIAM_ID' as const },
    };
    expect(await run(quote.execute(aQuoteRequest(), agent))).toEqual({
      ok: false,
      error: expect.objectContaining({ _tag: 'LicenceRefused', code: 'licenceMissing' }),
    });
    expect(reads).toBe(1);
    expect((await run(quote.execute(aQuoteRequest()))).ok).toBe(true);
    expect(reads).toBe(1);
  });

  describe('over a catalogue held in memory or fetched', () => {
    const held = catalogueOf(sampleCatalogue());
    // The same catalogue, read only when the Effect runs (a port that fetches it).
    const fetched = { load: () => Effect.suspend(() => held.load()) };
    const broken = { load: () => Effect.suspend(() => brokenCatalogue.load()) };
    const at = clockAt('2025-06-01T15:00:00Z');
    const bodies = [
      aQuoteRequest(),
      aQuoteRequest({ tripInformation: { endDate: date('2025-06-15') } }),
      { ...aQuoteRequest(), paxes: 'none' },
    ];

    it('answers the same, finished at once only when the catalogue is held (no fiber at the edge)', async () => {
      for (const body of bodies) {
        const now = new QuoteUseCase(held, at).execute(body);
        const later = new QuoteUseCase(fetched, at).execute(body);
        expect(Exit.isExit(now)).toBe(true);
        expect(Exit.isExit(later)).toBe(false);
        expect(await run(now)).toEqual(await run(later));
      }
    });

    it('refuses another organization’s body at once, before any catalogue is read', async () => {
      const body = { ...aQuoteRequest(), organizationCode: 'OTHER' };
      for (const catalogue of [held, fetched, broken]) {
        const refused = new QuoteUseCase(catalogue, at).execute(body);
        expect(Exit.isExit(refused)).toBe(true);
        expect(await run(refused)).toEqual({
          ok: false,
          error: expect.objectContaining({ _tag: 'OrganizationMismatch' }),
        });
      }
    });

    it('refuses a wrong body before it reads the catalogue, and only then fails on it', async () => {
      for (const catalogue of [brokenCatalogue, broken]) {
        const quote = new QuoteUseCase(catalogue, at);
        expect(await run(quote.execute(bodies[2]))).toEqual({
          ok: false,
          error: expect.objectContaining({ _tag: 'InvalidRequest' }),
        });
        expect(await run(quote.execute(bodies[0]))).toEqual({
          ok: false,
          error: expect.objectContaining({ code: 'catalogueUnavailable' }),
        });
      }
    });
  });
});
