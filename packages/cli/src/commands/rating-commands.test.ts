import { RecommendationResponseCodec, ScoreQuestionnaireResponseCodec } from '@tripx/application';
import { describe, expect, it } from 'vitest';
import { cli, cliJson, example } from '../test-support/cli-in-process';

describe('tripx recommend', () => {
  it('recommends a priced plan from the needs analysis; the family follows its primary', async () => {
    const { code, out } = await cli(['recommend', 'recommend/family-needs.json']);
    expect(code).toBe(0);
    const answer: unknown = JSON.parse(out);
    if (!RecommendationResponseCodec.is(answer)) throw new Error(`not a recommendation: ${out}`);
    expect(answer.paxes.map((p) => p.planCode)).toEqual(['SEMH', 'SEMH']);
    expect(answer.paxes[0]?.reasons).toContain('recFamily');
    expect(answer.paxes[0]?.plan).toMatchObject({ status: 'PRICED', family: true });
    // Trip cancellation on the primary's trip cost and the child's (4,800 $ at 5.5 %).
    expect(answer.paxes[0]?.tripPreference.tripCostCents).toBe(320_000);
    expect(answer.paxes[0]?.plan?.benefits).toContainEqual(
      expect.objectContaining({ code: 'TCI', status: 'PRICED', premiumCents: 26_400 }),
    );
  });

  it('applies the sale rules of a quote: a past departure is refused with the same error body', async () => {
    const family = example<{ tripInformation: object }>('recommend/family-needs.json');
    const past = { ...family, tripInformation: { ...family.tripInformation, startDate: 'today-1' } };
    const refused = await cliJson(['recommend'], past);
    expect(refused.code).toBe(2);
    expect(refused.json).toEqual({
      error: {
        code: 'invalidRequest',
        message: expect.any(String),
        fields: [{ path: 'tripInformation.startDate', code: 'departurePastDt' }],
      },
    });
  });

  it('exit 2 and the API error body for an invalid request', async () => {
    const { code, out } = await cli(['recommend', 'recommend/invalid-request.json']);
    expect(code).toBe(2);
    expect(JSON.parse(out)).toMatchObject({
      error: {
        code: 'invalidRequest',
        fields: expect.arrayContaining([
          { path: 'tripInformation.endDate', code: 'required' },
          { path: 'paxes.0.needsAnalysis.answers.tripYearly', code: 'invalidValue' },
        ]),
      },
    });
  });
});

type Answers = { planClass: string; declaration: boolean; answers: { key: string; answer: string }[] };

describe('tripx mq score', () => {
  it('rates the example answers', async () => {
    const { code, out } = await cli(['mq', 'score', 'mq-score/vtc-answers.json']);
    expect(code).toBe(0);
    const score: unknown = JSON.parse(out);
    if (!ScoreQuestionnaireResponseCodec.is(score)) throw new Error(`not a score: ${out}`);
    expect(score).toMatchObject({
      planClass: 'VTC',
      outcome: 'RATED',
      rateCategory: 'B',
      isMqEligible: true,
    });
  });

  it('not eligible on a knock-out answer; undetermined, with the missing answers, when some are left out', async () => {
    const answers = example<Answers>('mq-score/vtc-answers.json');
    const knockedOut = {
      ...answers,
      answers: answers.answers.map((a) => (a.key === 'terminalIllness' ? { ...a, answer: 'YES' } : a)),
    };
    expect((await cliJson(['mq', 'score'], knockedOut)).json).toMatchObject({
      outcome: 'NOT_ELIGIBLE',
      isMqEligible: false,
    });
    const partial = { ...answers, answers: answers.answers.filter((a) => a.key !== 'smoker') };
    const undetermined = await cliJson(['mq', 'score'], partial);
    expect(undetermined.code).toBe(0);
    expect(undetermined.json).toMatchObject({
      outcome: 'UNDETERMINED',
      isMqEligible: null,
      fields: expect.arrayContaining([expect.objectContaining({ path: expect.stringContaining('smoker') })]),
    });
  });

  it('exit 2 and the API error body for invalid answers; exit 2 for a command without its sub-command', async () => {
    const { code, out } = await cli(['mq', 'score', 'mq-score/invalid-request.json']);
    expect(code).toBe(2);
    expect(JSON.parse(out)).toMatchObject({
      error: {
        code: 'invalidRequest',
        fields: expect.arrayContaining([
          { path: 'planClass', code: 'invalidValue' },
          { path: 'answers.0.answer', code: 'required' },
          { path: 'declaration', code: 'invalidValue' },
        ]),
      },
    });
    const bare = await cli(['mq', 'mq-score/vtc-answers.json']);
    expect(bare.code).toBe(2);
    expect(JSON.parse(bare.out)).toMatchObject({ error: { code: 'invalidCommand' } });
    expect(bare.err).toContain('tripx mq score <file|->');
  });
});
