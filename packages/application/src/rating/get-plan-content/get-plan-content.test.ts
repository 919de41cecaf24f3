import { sampleCatalogue } from '@tripx/domain/test-support';
import { describe, expect, it } from 'vitest';
import { PlanContentResponseCodec } from '../contracts/plan-content.contract';
import { catalogueOf, run } from '../test-support/fake-ports';
import { GetPlanContentUseCase } from './get-plan-content';

const useCase = new GetPlanContentUseCase(catalogueOf(sampleCatalogue()));

describe('plan content', () => {
  it('lists the plans of a category in French, with options and benefits', async () => {
    const result = await run(useCase.execute({ language: 'fr', category: 'VISITOR_TO_CANADA' }));
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(PlanContentResponseCodec.is(result.value)).toBe(true);
    expect(result.value.plans.map((p) => p.code)).toEqual(['SVTCBH', 'SVTCSH', 'SVTCEH', 'MAIH']);
    expect(result.value.plans[0]).toMatchObject({
      name: 'Visiteurs au Canada – Base',
      coverageAmounts: [15_000, 25_000, 50_000, 100_000, 150_000],
      mqFromAge: 60,
      benefits: expect.arrayContaining([
        { code: 'FTA', type: 'OPTIONAL', name: 'Accident de vol et de voyage', summary: expect.any(String) },
      ]),
    });
  });

  it('gives one plan by code, and planNotFound for a code the catalogue lacks', async () => {
    const one = await run(useCase.execute({ language: 'en', code: 'MEMH' }));
    expect(one.ok && one.value.plans.map((p) => [p.code, p.tripDays])).toEqual([
      ['MEMH', [4, 10, 18, 30, 60]],
    ]);
    const none = await run(useCase.execute({ language: 'en', code: 'MEMH', category: 'STUDENT' }));
    expect(none).toEqual({
      ok: false,
      error: expect.objectContaining({ _tag: 'NotFound', code: 'planNotFound' }),
    });
  });
});
