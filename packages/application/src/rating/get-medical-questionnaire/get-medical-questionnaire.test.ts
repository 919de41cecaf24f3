import { sampleCatalogue } from '@tripx/domain/test-support';
import { describe, expect, it } from 'vitest';
import { MedicalQuestionnaireResponseCodec } from '../contracts/medical-questionnaire.contract';
import { catalogueOf, run } from '../test-support/fake-ports';
import { GetMedicalQuestionnaireUseCase } from './get-medical-questionnaire';

const useCase = new GetMedicalQuestionnaireUseCase(catalogueOf(sampleCatalogue()));

describe('medical questionnaire fetch', () => {
  it('gives pages > sections > questions in the language asked, answers included', async () => {
    const result = await run(useCase.execute({ planClass: 'VTC', language: 'FR' }));
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(MedicalQuestionnaireResponseCodec.is(result.value)).toBe(true);
    const first = result.value.pages[0]?.sections[0]?.questions[0];
    expect(result.value.pages[0]?.title).toBe('Votre santé');
    expect(first).toEqual({
      questionKey: 'heartCondition',
      questionText: 'Au cours des 12 derniers mois, avez-vous été traité pour une maladie cardiaque\u202f?',
      answerType: 'YES_NO',
      order: 1,
      options: [
        { value: 'YES', label: 'Oui' },
        { value: 'NO', label: 'Non' },
      ],
    });
  });

  it('questionnaireNotFound: no questionnaire for the student plan class', async () => {
    expect(await run(useCase.execute({ planClass: 'NAQC', language: 'en' }))).toEqual({
      ok: false,
      error: expect.objectContaining({ _tag: 'NotFound', code: 'questionnaireNotFound' }),
    });
  });
});
