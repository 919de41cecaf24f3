import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { syncQuoteForm } from '../sync-quote-form/sync-quote-form';
import { markedTokens, memoryQuoteForms, settablePricer } from '../test-support/quote-forms.fakes';
import { recordLead, SAVED_QUOTE_DAYS } from './record-lead';

const NOW = new Date('2026-11-27T16:00:00.000Z');
const sync = {
  form: { province: 'QC' },
  payload: { paxes: [{ plans: [{ code: 'SEMTCM' }] }] },
  progress: { quoteForm: { a: 1 } },
};

const depsWith = (total: number | undefined) => {
  const store = memoryQuoteForms();
  const deps = {
    repo: store.repo,
    newId: () => 'lead-1',
    now: () => NOW,
    tokens: markedTokens(),
    pricer: settablePricer(total).pricer,
  };
  return { store, deps };
};

describe('leads and synced quote forms', () => {
  it('records a lead with trimmed names and the session context; no quote in progress, none saved', async () => {
    const { store, deps } = depsWith(undefined);
    const { lead } = await Effect.runPromise(
      recordLead(
        deps,
        { sessionToken: 's', organizationCode: 'CM' },
        { email: ' ann@example.com ', firstName: '  Ann ', language: 'fr' },
      ),
    );
    expect(lead).toEqual({
      id: 'lead-1',
      sessionToken: 's',
      organizationCode: 'CM',
      firstName: 'Ann',
      email: 'ann@example.com',
      tripStartDate: null,
      language: 'fr',
      quote: null,
      expiresAt: '2026-12-27T16:00:00.000Z',
    });
    expect([...store.leads.values()]).toEqual([lead]);
  });

  it("saves a copy of the session's quote in progress with the server's price, keys it to the e-mail, and signs a 30-day link", async () => {
    const { store, deps } = depsWith(12_345);
    await store.repo.saveForm('s', sync);
    const { lead, resumeToken } = await Effect.runPromise(
      recordLead(
        deps,
        { sessionToken: 's', organizationCode: null },
        { email: 'ann@example.com', language: 'en' },
      ),
    );
    expect(lead.quote).toEqual({ ...sync, totalCents: 12_345 });
    expect(store.forms.get('s')?.email).toBe('ann@example.com');
    expect(deps.tokens.read(resumeToken)).toEqual({
      leadId: 'lead-1',
      expiresAt: new Date(NOW.getTime() + SAVED_QUOTE_DAYS * 86_400_000).toISOString(),
    });
  });

  it('skips syncing for staff (admin configuration) and syncs for consumers', async () => {
    const saved: unknown[] = [];
    const repo = {
      saveForm: async (...args: unknown[]) => void saved.push(args),
      findForm: async () => undefined,
    };
    const staff = { kind: 'user', userType: 'LAN_ID' } as Parameters<typeof syncQuoteForm>[1];
    expect(await syncQuoteForm(repo, staff, 't', { form: {}, payload: {} })).toEqual({
      ok: true,
      synced: false,
    });
    expect(
      await syncQuoteForm(repo, { kind: 'anonymous', organizationCode: null }, 't', {
        form: { a: 1 },
        payload: {},
      }),
    ).toEqual({ ok: true, synced: true });
    expect(saved).toEqual([['t', { form: { a: 1 }, payload: {} }]]);
  });
});
