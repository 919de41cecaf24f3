import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUOTE_PROGRESS_SECTIONS, quoteProgressSections } from './quote-progress-sections';
import { syncQuoteForm } from './sync-quote-form/sync-quote-form';
import { memoryQuoteForms } from './test-support/quote-forms.fakes';

const consumer = { kind: 'anonymous', organizationCode: null } as const;

describe('quote progress allow-list (issue 16 item 2)', () => {
  it('keeps exactly the allowed sections of any snapshot', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.integer()), (progress) => {
        const kept = quoteProgressSections(progress);
        for (const [k, v] of Object.entries(progress))
          expect(Object.hasOwn(kept, k) ? kept[k] : undefined).toBe(
            (QUOTE_PROGRESS_SECTIONS as readonly string[]).includes(k) ? v : undefined,
          );
        expect(Object.keys(kept).every((k) => k in progress)).toBe(true);
      }),
    );
  });

  it('the server stores no medical, traveller, contact or purchase section a browser sends', async () => {
    const saved: unknown[] = [];
    const repo = {
      saveForm: async (...args: unknown[]) => void saved.push(args),
      findForm: async () => undefined,
    };
    await syncQuoteForm(repo, consumer, 't', {
      form: {},
      payload: {},
      progress: {
        quoteForm: { form: { a: 1 } },
        travellersPlan: { p: 1 },
        medQuestionnaire: { smoker: true },
        travellersDetails: { firstName: 'Ann', email: 'a@b.c' },
        policyCreate: { policy: 'X' },
      },
    });
    expect(saved).toEqual([
      ['t', { form: {}, payload: {}, progress: { quoteForm: { form: { a: 1 } }, travellersPlan: { p: 1 } } }],
    ]);
  });

  it('a sync with an empty payload keeps the chosen plans already stored', async () => {
    const store = memoryQuoteForms();
    const plans = { paxes: [{ plans: [{ code: 'SEMTCM' }] }] };
    await syncQuoteForm(store.repo, consumer, 't', { form: {}, payload: plans });
    await syncQuoteForm(store.repo, consumer, 't', { form: { a: 1 }, payload: {} });
    expect((await store.repo.findForm('t'))?.payload).toEqual(plans);
  });
});
