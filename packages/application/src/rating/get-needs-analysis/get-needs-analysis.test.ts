import { sampleCatalogue } from '@tripx/domain/test-support';
import { describe, expect, it } from 'vitest';
import { catalogueOf, run } from '../test-support/fake-ports';
import { GetNeedsAnalysisUseCase } from './get-needs-analysis';

describe('needs-analysis questionnaire', () => {
  it('groups the questions as spec 3 does, in the language asked', async () => {
    const result = await run(
      new GetNeedsAnalysisUseCase(catalogueOf(sampleCatalogue())).execute({ language: 'fr' }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.value.groups.map((g) => [g.group, g.questions.map((q) => q.key)])).toEqual([
      ['TRIP', ['singleCoupleFamily', 'tripAverageLength', 'tripYearly', 'modeOfTransportation']],
      [
        'COVERAGE',
        ['baggageType', 'flightAndTravelAccident', 'medicalHealthInsurance', 'nonRefundableTripCost'],
      ],
      ['EXISTING_POLICY', ['creditCard', 'employeeBenefits', 'individualBenefits']],
    ]);
    expect(result.value.groups[0]?.questions[0]).toMatchObject({
      text: 'Qui voyage\u202f?',
      options: expect.arrayContaining([{ value: 'FAMILY', label: 'Une famille' }]),
    });
  });
});
