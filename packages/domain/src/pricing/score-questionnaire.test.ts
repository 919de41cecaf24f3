import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbAnswers, healthyAnswers, sampleCatalogue, withAnswers } from '../test-support/pricing';
import type { PreparedQuestionnaire } from './prepared-catalogue';
import { scoreAnswers, type MqScore } from './score-questionnaire';

const ocm = sampleCatalogue().questionnaires.get('OCM') as PreparedQuestionnaire;
const vtc = sampleCatalogue().questionnaires.get('VTC') as PreparedQuestionnaire;
const CATEGORIES = ['A', 'B', 'C', 'D'];
/** 0..3 for A..D, 4 for not eligible: a larger rank is a worse outcome. */
const rank = (s: MqScore): number => (s.outcome === 'RATED' ? CATEGORIES.indexOf(s.rateCategory) : 4);

describe('scoring the medical questionnaire', () => {
  it('rates healthy answers A, and points move the category (sample scoring)', () => {
    expect(scoreAnswers(ocm, healthyAnswers('OCM'), true)).toEqual({
      outcome: 'RATED',
      rateCategory: 'A',
      smoker: false,
      points: 0,
    });
    const heart = withAnswers(healthyAnswers('OCM'), { heartCondition: 'YES', smoker: 'YES' });
    expect(scoreAnswers(ocm, heart, true)).toEqual({
      outcome: 'RATED',
      rateCategory: 'C',
      smoker: true,
      points: 3,
    });
  });

  it('a knock-out answer makes the traveller not eligible, even with answers missing', () => {
    expect(scoreAnswers(vtc, [{ key: 'homeOxygen', answer: 'YES' }], true)).toEqual({
      outcome: 'NOT_ELIGIBLE',
      smoker: false,
      points: 0,
    });
  });

  it('too many points: not eligible', () => {
    const sick = withAnswers(healthyAnswers('OCM'), {
      heartCondition: 'YES',
      lungCondition: 'YES',
      strokeTia: 'YES',
    });
    expect(scoreAnswers(ocm, sick, true).outcome).toBe('NOT_ELIGIBLE');
  });

  it('mqDeclarationRequired: without the declaration nothing counts', () => {
    expect(scoreAnswers(ocm, healthyAnswers('OCM'), false)).toEqual({
      outcome: 'UNDETERMINED',
      errors: [{ field: 'declaration', code: 'mqDeclarationRequired' }],
    });
  });

  it('mqAnswerMissing: every question needs an answer', () => {
    const answers = healthyAnswers('OCM').filter((a) => a.key !== 'strokeTia');
    expect(scoreAnswers(ocm, answers, true)).toEqual({
      outcome: 'UNDETERMINED',
      errors: [{ field: 'answers.strokeTia', code: 'mqAnswerMissing' }],
    });
  });

  it('mqAnswerInvalid: an answer the question does not offer, or a question answered twice', () => {
    const answers = withAnswers(healthyAnswers('OCM'), { medicationCount: 'LOTS' });
    expect(scoreAnswers(ocm, answers, true)).toEqual({
      outcome: 'UNDETERMINED',
      errors: [
        { field: 'answers.9.answer', code: 'mqAnswerInvalid' },
        { field: 'answers.medicationCount', code: 'mqAnswerMissing' },
      ],
    });
    const twice = [...healthyAnswers('OCM'), { key: 'heartCondition', answer: 'YES' }];
    expect(scoreAnswers(ocm, twice, true)).toEqual({
      outcome: 'UNDETERMINED',
      errors: [{ field: 'answers.10.key', code: 'mqAnswerInvalid' }],
    });
  });

  it('mqQuestionUnknown: a key that is not a question of this questionnaire', () => {
    // unstableCondition belongs to the visitors' questionnaire only.
    const answers = [...healthyAnswers('OCM'), { key: 'unstableCondition', answer: 'NO' }];
    expect(scoreAnswers(ocm, answers, true)).toEqual({
      outcome: 'UNDETERMINED',
      errors: [{ field: 'answers.10.key', code: 'mqQuestionUnknown' }],
    });
  });

  it('property: a worse answer to one question never gives a better outcome', () => {
    fc.assert(
      fc.property(arbAnswers('VTC'), fc.nat(10), (answers, i) => {
        const key = answers[i]?.key ?? 'smoker';
        const worse = key === 'medicationCount' ? 'SIX_OR_MORE' : 'YES';
        const before = scoreAnswers(vtc, answers, true);
        const after = scoreAnswers(vtc, withAnswers(answers, { [key]: worse }), true);
        expect(rank(after)).toBeGreaterThanOrEqual(rank(before));
      }),
    );
  });
});
