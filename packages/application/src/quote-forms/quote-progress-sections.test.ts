import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  QUOTE_PROGRESS_SECTIONS,
  quoteProgressPayload,
  quoteProgressSections,
} from './quote-progress-sections';
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

  it('the payload is kept without any traveller’s medical questionnaire answers, everything else as sent', () => {
    const mq = { planClass: 'VTC', answers: [{ key: 'heart', answer: 'yes' }], declaration: true };
    fc.assert(
      fc.property(
        fc.array(fc.record({ referenceNumber: fc.nat(), age: fc.nat(), withMq: fc.boolean() })),
        fc.record({ language: fc.constantFrom('en', 'fr'), travellerCategory: fc.string() }),
        (travellers, rest) => {
          const paxes = travellers.map(({ withMq, ...p }) =>
            withMq ? { ...p, medicalQuestionnaires: [mq] } : p,
          );
          const kept = quoteProgressPayload({ ...rest, paxes });
          expect(kept).toEqual({ ...rest, paxes: travellers.map(({ withMq: _, ...p }) => p) });
        },
      ),
    );
    expect(quoteProgressPayload({ paxes: 'none' })).toEqual({ paxes: 'none' });
  });

  it('the server stores a synced payload without its medical answers', async () => {
    const store = memoryQuoteForms();
    const pax = { referenceNumber: 1, age: 70, plans: [{ code: 'SEMH' }] };
    await syncQuoteForm(store.repo, consumer, 't', {
      form: {},
      payload: { language: 'en', paxes: [{ ...pax, medicalQuestionnaires: [{ planClass: 'VTC' }] }] },
    });
    expect((await store.repo.findForm('t'))?.payload).toEqual({ language: 'en', paxes: [pax] });
  });

  it('a sync with an empty payload keeps the chosen plans already stored', async () => {
    const store = memoryQuoteForms();
    const plans = { paxes: [{ plans: [{ code: 'SEMTCM' }] }] };
    await syncQuoteForm(store.repo, consumer, 't', { form: {}, payload: plans });
    await syncQuoteForm(store.repo, consumer, 't', { form: { a: 1 }, payload: {} });
    expect((await store.repo.findForm('t'))?.payload).toEqual(plans);
  });
});
