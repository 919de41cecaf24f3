import { healthyAnswers, sampleCatalogue, withAnswers } from '@tripx/domain/test-support';
import { describe, expect, it } from 'vitest';
import { catalogueOf, run } from '../test-support/fake-ports';
import { ScoreMedicalQuestionnaireUseCase } from './score-medical-questionnaire';

const useCase = new ScoreMedicalQuestionnaireUseCase(catalogueOf(sampleCatalogue()));

describe('medical questionnaire scoring', () => {
  it('answers a rate category and the smoker flag', async () => {
    const answers = withAnswers(healthyAnswers('OCM'), { smoker: 'YES', hospitalStay: 'YES' });
    expect(await run(useCase.execute({ planClass: 'OCM', answers, declaration: true }))).toEqual({
      ok: true,
      value: {
        planClass: 'OCM',
        outcome: 'RATED',
        rateCategory: 'B',
        smoker: true,
        isMqEligible: true,
        fields: [],
      },
    });
  });

  it('says when eligibility cannot be determined, and why', async () => {
    const result = await run(useCase.execute({ planClass: 'OCM', answers: [], declaration: 'false' }));
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        outcome: 'UNDETERMINED',
        isMqEligible: null,
        fields: [{ path: 'declaration', code: 'mqDeclarationRequired' }],
      }),
    });
  });

  it('refuses a malformed body with the paths', async () => {
    const result = await run(useCase.execute({ planClass: 'OCM', answers: [{ key: 'smoker' }] }));
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({
        fields: expect.arrayContaining([
          { path: 'answers.0.answer', code: 'required' },
          { path: 'declaration', code: 'required' },
        ]),
      }),
    });
  });
});
