import { Effect, Either } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import api from '../../../../../translations/errors/api.en.json';
import apiFr from '../../../../../translations/errors/api.fr.json';
import { QUOTE_FORMS_ERROR_CODES } from '../quote-forms.errors';
import { recordLead } from '../record-lead/record-lead';
import { markedTokens, memoryQuoteForms, settablePricer } from '../test-support/quote-forms.fakes';
import { resumeSavedQuote } from './resume-saved-quote';

const SAVED_AT = new Date('2026-11-27T16:00:00.000Z');
const DAY = 86_400_000;
const sync = {
  form: { province: 'ON' },
  payload: { paxes: [{ plans: [{ code: 'SEMTCM' }] }] },
  progress: { quoteForm: { x: 1 } },
};

/** A quote saved on SAVED_AT at `savedTotal`, and a resume `daysLater` when today's rates price it at `todayTotal`. */
const saveThenResume = async (opts: {
  savedTotal: number;
  todayTotal: number | undefined;
  afterMs: number;
  token?: (t: string) => string;
}) => {
  const store = memoryQuoteForms();
  const tokens = markedTokens();
  const prices = settablePricer(opts.savedTotal);
  await store.repo.saveForm('buyer', sync);
  const { resumeToken } = await Effect.runPromise(
    recordLead(
      { repo: store.repo, newId: () => 'lead-1', now: () => SAVED_AT, tokens, pricer: prices.pricer },
      { sessionToken: 'buyer', organizationCode: null },
      { email: 'ann@example.com', language: 'fr' },
    ),
  );
  prices.state.totalCents = opts.todayTotal;
  const result = await Effect.runPromise(
    Effect.either(
      resumeSavedQuote(
        {
          repo: store.repo,
          newId: () => 'unused',
          now: () => new Date(SAVED_AT.getTime() + opts.afterMs),
          tokens,
          pricer: prices.pricer,
        },
        opts.token ? opts.token(resumeToken) : resumeToken,
        'other-tab',
      ),
    ),
  );
  return { result, store };
};

describe('resuming a saved quote', () => {
  it("a lead that saved no quote leaves the opening session's quote in progress as it is", async () => {
    const store = memoryQuoteForms();
    const tokens = markedTokens();
    const { pricer } = settablePricer(10_000);
    await store.repo.saveForm('other-tab', sync);
    const deps = { repo: store.repo, newId: () => 'lead-0', now: () => SAVED_AT, tokens, pricer };
    const { resumeToken } = await Effect.runPromise(
      recordLead(
        deps,
        { sessionToken: 'no-quote', organizationCode: null },
        { email: 'a@example.com', language: 'en' },
      ),
    );
    await Effect.runPromise(resumeSavedQuote(deps, resumeToken, 'other-tab'));
    expect((await store.repo.findForm('other-tab'))?.form).toEqual(sync.form);
  });

  it("restores every answer into the opening session and says when today's price differs", async () => {
    const { result, store } = await saveThenResume({
      savedTotal: 10_000,
      todayTotal: 10_450,
      afterMs: 3 * DAY,
    });
    expect(result).toEqual(
      Either.right({
        language: 'fr',
        ...sync,
        savedTotalCents: 10_000,
        totalCents: 10_450,
        priceChanged: true,
      }),
    );
    expect(store.forms.get('other-tab')).toEqual({ ...sync, email: 'ann@example.com', changedAt: null });
  });

  it('says nothing moved when the price is the same, and nothing either when it cannot be priced today', async () => {
    const same = await saveThenResume({ savedTotal: 10_000, todayTotal: 10_000, afterMs: DAY });
    expect(Either.getOrThrow(same.result).priceChanged).toBe(false);
    const refused = await saveThenResume({ savedTotal: 10_000, todayTotal: undefined, afterMs: DAY });
    expect(Either.getOrThrow(refused.result)).toMatchObject({ totalCents: null, priceChanged: false });
  });

  it('property: a link opens before its 30 days are up and is refused as expired from then on', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 60 * DAY }), async (afterMs) => {
        const { result } = await saveThenResume({ savedTotal: 1, todayTotal: 1, afterMs });
        if (afterMs < 30 * DAY) expect(Either.isRight(result)).toBe(true);
        else expect(result).toEqual(Either.left(expect.objectContaining({ _tag: 'ResumeLinkExpired' })));
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a token it did not sign, or one naming a saved quote that does not exist', async () => {
    const forged = await saveThenResume({
      savedTotal: 1,
      todayTotal: 1,
      afterMs: 0,
      token: (t) => t.replace('signed:', ''),
    });
    expect(forged.result).toEqual(
      Either.left(expect.objectContaining({ _tag: 'ResumeLinkInvalid', code: 'resumeLinkInvalid' })),
    );
    const other = await saveThenResume({
      savedTotal: 1,
      todayTotal: 1,
      afterMs: 0,
      token: (t) => t.replace('lead-1', 'lead-2'),
    });
    expect(other.result).toEqual(Either.left(expect.objectContaining({ _tag: 'ResumeLinkInvalid' })));
  });

  it.each(QUOTE_FORMS_ERROR_CODES)('%s has an EN and a FR label', (code) => {
    expect((api as Record<string, string>)[code]).toBeTruthy();
    expect((apiFr as Record<string, string>)[code]).toBeTruthy();
  });
});
