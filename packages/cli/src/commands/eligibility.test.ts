import { EligibilityResponseCodec, QuoteResponseCodec } from '@tripx/application';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cli, cliJson, example } from '../test-support/cli-in-process';

interface Request {
  travellerType: string;
  paxes: { referenceNumber: number; plans?: unknown }[];
}

describe('tripx eligibility', () => {
  it('answers every plan of the category for travellers who list none: eligible, questionnaire, or why not', async () => {
    const { code, out } = await cli(['eligibility', 'eligibility/visitor-couple.json']);
    expect(code).toBe(0);
    const answer: unknown = JSON.parse(out);
    if (!EligibilityResponseCodec.is(answer)) throw new Error(`not an eligibility answer: ${out}`);
    const [younger, older] = answer.paxes;
    expect(younger?.plans.find((p) => p.code === 'SVTCBH')).toMatchObject({
      status: 'ELIGIBLE',
      tripPreference: { coverageAmount: 100000 },
    });
    expect(younger?.plans.find((p) => p.code === 'MAIH')).toMatchObject({
      status: 'NOT_ELIGIBLE',
      reasons: ['superVisaPlan'],
    });
    const waiting = older?.plans.find((p) => p.code === 'SVTCBH');
    expect(waiting).toMatchObject({ status: 'MQ_REQUIRED', reasons: ['mqRequired'] });
    // Its options are ones the plan is priced with once the questionnaire is taken (a deductible, spec 5.3).
    const visitors = example<Request>('eligibility/visitor-couple.json');
    const answers = example('mq-score/vtc-answers.json');
    const entry = { code: 'SVTCBH', tripPreference: waiting?.tripPreference };
    const quoted = await cliJson(['quote'], {
      ...visitors,
      paxes: visitors.paxes.map((p) => ({ ...p, plans: [entry], medicalQuestionnaires: [answers] })),
    });
    expect(quoted.json).toMatchObject({ paxes: [{}, { plans: [{ code: 'SVTCBH', status: 'PRICED' }] }] });
  });

  it('exit 2 and the API error body for an invalid request, and for one the sale rules refuse', async () => {
    const invalid = await cli(['eligibility', 'eligibility/invalid-request.json']);
    expect(invalid.code).toBe(2);
    expect(JSON.parse(invalid.out)).toMatchObject({
      error: {
        code: 'invalidRequest',
        fields: [
          { path: 'travellerCategory', code: 'invalidValue' },
          { path: 'paxes.0.age', code: 'invalidValue' },
        ],
      },
    });
    const visitors = example<Request & { tripInformation: object }>('eligibility/visitor-couple.json');
    const past = { ...visitors, tripInformation: { ...visitors.tripInformation, startDate: 'today-2' } };
    const refused = await cliJson(['eligibility'], past);
    expect(refused.code).toBe(2);
    expect(refused.json).toMatchObject({
      error: { fields: [{ path: 'tripInformation.startDate', code: 'departurePastDt' }] },
    });
  });
});

const SINGLE_EXAMPLES = [
  'travelling-canadians-single.json',
  'top-up.json',
  'student-international.json',
  'visitor-super-visa-70.json',
];

describe('tripx eligibility agrees with tripx quote (property)', () => {
  it('a plan said eligible, quoted with the options it answers, is priced', async () => {
    let quotedPlans = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SINGLE_EXAMPLES),
        fc.integer({ min: 0, max: 90 }),
        async (file, age) => {
          const request = example<Request>(file);
          const asked = {
            ...request,
            paxes: request.paxes.map((p, i) => {
              const { plans: _plans, dateOfBirth: _dob, ...rest } = p as typeof p & { dateOfBirth?: string };
              return i === 0 ? { ...rest, age } : rest;
            }),
          };
          const { code, json } = await cliJson(['eligibility'], asked);
          expect(code).toBe(0);
          if (!EligibilityResponseCodec.is(json)) throw new Error('not an eligibility answer');
          const first = json.paxes[0];
          for (const plan of first?.plans.filter((p) => p.status === 'ELIGIBLE') ?? []) {
            const entry = { code: plan.code, tripPreference: plan.tripPreference };
            const quoted = await cliJson(['quote'], {
              ...asked,
              paxes: asked.paxes.map((p) => ({ ...p, plans: [entry] })),
            });
            if (!QuoteResponseCodec.is(quoted.json)) throw new Error('not a quote');
            expect(quoted.json.paxes[0]?.plans[0]).toMatchObject({ code: plan.code, status: 'PRICED' });
            quotedPlans++;
          }
        },
      ),
      { numRuns: 40 },
    );
    expect(quotedPlans).toBeGreaterThan(0);
  }, 60_000);
});
