import 'reflect-metadata';
import { Effect } from 'effect';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { quoteFormsModule, quoteFormsUseCases } from './quote-forms.module';
import { QUOTE_FORM_TOKENS } from './quote-forms.tokens';
import { markedTokens, memoryQuoteForms, settablePricer } from './test-support/quote-forms.fakes';

describe('quote-forms wiring', () => {
  it('quoteFormsModule resolves its use cases over the repository, ids, clock, tokens, pricer and purge', async () => {
    const store = memoryQuoteForms();
    const container = new Container();
    container.bind(QUOTE_FORM_TOKENS.QuoteForms).toConstantValue(store.repo);
    container.bind(QUOTE_FORM_TOKENS.Ids).toConstantValue({ newId: () => 'lead-1' });
    container.bind(QUOTE_FORM_TOKENS.Clock).toConstantValue({ now: () => new Date('2026-11-27T00:00:00Z') });
    container.bind(QUOTE_FORM_TOKENS.ResumeTokens).toConstantValue(markedTokens());
    container.bind(QUOTE_FORM_TOKENS.Pricer).toConstantValue(settablePricer(100).pricer);
    const purgedAt: Date[] = [];
    container.bind(QUOTE_FORM_TOKENS.Purge).toConstantValue({
      deleteStaleForms: async (now: Date) => (purgedAt.push(now), 2),
      deleteExpiredLeads: async () => 1,
    });
    container.loadSync(quoteFormsModule);
    const { recordLead, syncQuoteForm, readQuoteForm, resumeSavedQuote, purgeQuoteProgress } =
      quoteFormsUseCases(container);
    const anonymous = { kind: 'anonymous', organizationCode: null } as const;
    const synced = await Effect.runPromise(syncQuoteForm.execute(anonymous, 's', { form: {}, payload: {} }));
    expect(synced).toEqual({ ok: true, synced: true });
    expect(await Effect.runPromise(readQuoteForm.execute('s'))).toEqual({
      form: {},
      payload: {},
      progress: {},
      email: null,
      changedAt: null,
    });
    expect(await Effect.runPromise(readQuoteForm.execute('another'))).toBeNull();
    const { lead, resumeToken } = await Effect.runPromise(
      recordLead.execute(
        { sessionToken: 's', organizationCode: null },
        { email: 'a@example.com', language: 'en' },
      ),
    );
    expect(lead.id).toBe('lead-1');
    const resumed = await Effect.runPromise(resumeSavedQuote.execute(resumeToken, 't'));
    expect(resumed.language).toBe('en');
    // The purge runs on the context's clock.
    expect(await Effect.runPromise(purgeQuoteProgress.execute())).toEqual({ forms: 2, leads: 1 });
    expect(purgedAt).toEqual([new Date('2026-11-27T00:00:00Z')]);
  });
});
