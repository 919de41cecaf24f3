import { aPlanEntry, aQuoteRequest, sampleCatalogue } from '@tripx/domain/test-support';
import { describe, expect, it } from 'vitest';
import { EligibilityResponseCodec } from '../contracts/eligibility.contract';
import { brokenCatalogue, catalogueOf, clockAt, run } from '../test-support/fake-ports';
import { CheckEligibilityUseCase } from './check-eligibility';

const clock = clockAt('2025-06-01T15:00:00Z');
const useCase = new CheckEligibilityUseCase(catalogueOf(sampleCatalogue()), clock);
const single = (paxes: Record<string, unknown>[]) => ({ ...aQuoteRequest(), paxes });

describe('eligibility use case', () => {
  it('checks every plan of the category for a traveller who asks none; only the plans asked otherwise', async () => {
    const all = await run(useCase.execute(single([{ referenceNumber: 1, age: 40 }])));
    if (!all.ok) throw new Error(JSON.stringify(all.error));
    expect(EligibilityResponseCodec.is(all.value)).toBe(true);
    const codes = sampleCatalogue()
      .plansByCategory.get('TRAVELLING_CANADIANS')
      ?.map((p) => p.code);
    expect(all.value.paxes[0]?.plans.map((p) => p.code)).toEqual(codes);
    const asked = await run(
      useCase.execute(single([{ referenceNumber: 1, age: 40, plans: [aPlanEntry({ code: 'SEMH' })] }])),
    );
    if (!asked.ok) throw new Error(JSON.stringify(asked.error));
    expect(asked.value.paxes[0]?.plans).toMatchObject([
      { code: 'SEMH', status: 'ELIGIBLE', reasons: [], tripPreference: aPlanEntry().tripPreference },
    ]);
  });

  it('finds the options a plan is eligible with: a multi-trip plan needs days per trip', async () => {
    const result = await run(useCase.execute(single([{ referenceNumber: 1, age: 40 }])));
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const multi = result.value.paxes[0]?.plans.find((p) => p.code === 'MEMH');
    expect(multi).toMatchObject({ status: 'ELIGIBLE', tripPreference: { daysPerTrip: expect.any(Number) } });
  });

  it('an age over every plan: not eligible, with the reason', async () => {
    const result = await run(useCase.execute(single([{ referenceNumber: 1, age: 99 }])));
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    for (const plan of result.value.paxes[0]?.plans ?? []) {
      expect(plan.status).not.toBe('ELIGIBLE');
      if (plan.status === 'NOT_ELIGIBLE') expect(plan.reasons).toContain('planMaxAge');
    }
  });

  it('refuses what the quote refuses (decoding, sale rules), and says so when the catalogue is down', async () => {
    const refused = await run(useCase.execute(single([{ referenceNumber: 1, age: 'forty' }])));
    expect(refused).toMatchObject({
      ok: false,
      error: { _tag: 'InvalidRequest', fields: [{ path: 'paxes.0.age', code: 'invalidValue' }] },
    });
    const down = await run(
      new CheckEligibilityUseCase(brokenCatalogue, clock).execute(single([{ referenceNumber: 1, age: 40 }])),
    );
    expect(down).toMatchObject({ ok: false, error: { _tag: 'CatalogueUnavailable' } });
  });
});
