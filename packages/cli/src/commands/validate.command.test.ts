import { buildQuoteRequest, EligibilityResponseCodec, QuoteUseCase } from '@tripx/application';
import {
  apiPathOf,
  calendarDateAt,
  effectiveQuoteForm,
  SALE_RULE_CODES,
  trimNames,
  type QuoteForm,
} from '@tripx/domain';
import { arbSaleFormFacts, PLAN_OF_CATEGORY, sampleCatalogue, saleFormOf } from '@tripx/domain/test-support';
import { Effect } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveRelativeDates } from '../relative-dates';
import { cli, cliJson, example, NOW } from '../test-support/cli-in-process';

const TODAY = calendarDateAt(NOW);
const relative = (days: number) => (days < 0 ? `today${days}` : `today+${days}`);

describe('tripx validate', () => {
  it('accepts the example quote form', async () => {
    const { code, out } = await cli(['validate', 'validate/quote-form.json']);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ valid: true, message: 'The quote form is valid.' });
  });

  it('exit 2 and the API error body with every refused field of spec 5.1, in French with --lang fr', async () => {
    const { code, out } = await cli(['validate', 'validate/invalid-quote-form.json', '--lang', 'fr']);
    expect(code).toBe(2);
    const body = JSON.parse(out) as { error: { message: string; fields: unknown[] } };
    expect(body.error.message).toBe('Certains renseignements sont manquants ou incorrects.');
    expect(body.error.fields).toEqual(
      expect.arrayContaining([
        { path: 'province', code: 'required' },
        { path: 'returnDate', code: 'returnLtDepart' },
        { path: 'departureDate', code: 'departGtReturn' },
        { path: 'travellers[1].tripCost', code: 'tripCostInvalid' },
        { path: 'bookingDate', code: 'bookingFutureDt' },
        { path: 'familyPlans', code: 'familyRule' },
      ]),
    );
  });

  it('exit 2 for a form that is not an object', async () => {
    const { code, json } = await cliJson(['validate'], ['not', 'a', 'form']);
    expect(code).toBe(2);
    expect(json).toMatchObject({
      error: { code: 'invalidRequest', fields: [{ path: '', code: 'invalidValue' }] },
    });
  });
});

const arbForm = arbSaleFormFacts.map((s): QuoteForm => ({
  ...saleFormOf(s, relative),
  departureLocation: 'YYZ',
  destinations: ['CDG,FR'],
}));

const server = new QuoteUseCase({ load: () => Effect.succeed(sampleCatalogue()) }, { now: () => NOW });
const RULES: readonly string[] = SALE_RULE_CODES;

describe('tripx validate agrees with the server (property)', () => {
  const outcomes = new Set<number>();
  it('every sale rule it refuses, POST /api/quote refuses on the same API path; a valid form passes them all', async () => {
    await fc.assert(
      fc.asyncProperty(arbForm, async (form) => {
        const { code, json } = await cliJson(['validate'], form);
        const fields = code === 0 ? [] : (json.error as { fields: { path: string; code: string }[] }).fields;
        const resolved = resolveRelativeDates(form, TODAY) as QuoteForm;
        const body = buildQuoteRequest(effectiveQuoteForm(trimNames(resolved), TODAY), {
          lang: 'en',
          today: TODAY,
          plansFor: () => [
            { code: PLAN_OF_CATEGORY[form.travellerCategory as keyof typeof PLAN_OF_CATEGORY] },
          ],
        });
        if (!body) throw new Error('a form with real dates always builds a request');
        const refused = Effect.runSync(Effect.either(server.execute(body)));
        const api =
          refused._tag === 'Left' && refused.left._tag === 'InvalidRequest' ? refused.left.fields : [];
        for (const f of fields.filter((f) => RULES.includes(f.code)))
          expect(api).toContainEqual({ path: apiPathOf(f.path, body), code: f.code });
        if (code === 0) expect(api.filter((f) => RULES.includes(f.code))).toEqual([]);
        outcomes.add(code);
      }),
      { numRuns: 150 },
    );
    expect([...outcomes].sort()).toEqual([0, 2]);
  });

  it('a valid form answers its request: eligibility takes it as it is, and quote prices it with an eligible plan', async () => {
    const { json } = await cliJson(['validate'], example('validate/quote-form.json'));
    const request = json.request as { paxes: { plans: unknown[] }[] };
    expect(request).toMatchObject({ travellerType: 'FAMILY', dependents: [{ referenceNumber: 3 }] });
    const eligibility = await cliJson(['eligibility'], request);
    expect(eligibility.code).toBe(0);
    if (!EligibilityResponseCodec.is(eligibility.json)) throw new Error('not an eligibility answer');
    const plan = eligibility.json.paxes[0]?.plans.find((p) => p.status === 'ELIGIBLE');
    if (!plan) throw new Error('no eligible plan');
    const entry = { code: plan.code, tripPreference: plan.tripPreference };
    const quote = await cliJson(['quote'], {
      ...request,
      paxes: request.paxes.map((p) => ({ ...p, plans: [entry] })),
    });
    expect(quote.code).toBe(0);
    expect(quote.json).toMatchObject({ paxes: [{ plans: [{ code: plan.code, status: 'PRICED' }] }, {}] });
  });
});
