import 'reflect-metadata';
import { Effect } from 'effect';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { LeadRecord } from './quote-form.repository.port';
import { quoteFormsModule, quoteFormsUseCases } from './quote-forms.module';
import { QUOTE_FORM_TOKENS } from './quote-forms.tokens';

describe('quote-forms wiring', () => {
  it('quoteFormsModule resolves its use cases over the repository and the ids', async () => {
    const leads: LeadRecord[] = [];
    const forms: unknown[] = [];
    const container = new Container();
    container.bind(QUOTE_FORM_TOKENS.QuoteForms).toConstantValue({
      saveLead: async (l: LeadRecord) => void leads.push(l),
      saveForm: async (...a: unknown[]) => void forms.push(a),
    });
    container.bind(QUOTE_FORM_TOKENS.Ids).toConstantValue({ newId: () => 'lead-1' });
    container.loadSync(quoteFormsModule);
    const { recordLead, syncQuoteForm } = quoteFormsUseCases(container);
    const context = { sessionToken: 's', organizationCode: null };
    const lead = await Effect.runPromise(
      recordLead.execute(context, { email: 'a@example.com', language: 'en' }),
    );
    expect(lead.id).toBe('lead-1');
    expect(leads).toEqual([lead]);
    const anonymous = { kind: 'anonymous', organizationCode: null } as const;
    const synced = await Effect.runPromise(syncQuoteForm.execute(anonymous, 's', { form: {}, payload: {} }));
    expect(synced).toEqual({ ok: true, synced: true });
    expect(forms).toEqual([['s', {}, {}]]);
  });
});
