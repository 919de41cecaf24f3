import { describe, expect, it } from 'vitest';
import type { LeadRecord } from '../quote-form.repository.port';
import { syncQuoteForm } from '../sync-quote-form/sync-quote-form';
import { recordLead } from './record-lead';

describe('leads and synced quote forms', () => {
  it('records a lead with trimmed names and the session context', async () => {
    const saved: LeadRecord[] = [];
    const lead = await recordLead(
      { saveLead: async (l) => void saved.push(l) },
      () => 'lead-1',
      { sessionToken: 's', organizationCode: 'CM' },
      { email: ' ann@example.com ', firstName: '  Ann ', language: 'fr' },
    );
    expect(lead).toEqual({
      id: 'lead-1',
      sessionToken: 's',
      organizationCode: 'CM',
      firstName: 'Ann',
      email: 'ann@example.com',
      tripStartDate: null,
      language: 'fr',
    });
    expect(saved).toEqual([lead]);
  });
  it('skips syncing for staff (admin configuration) and syncs for consumers', async () => {
    const saved: unknown[] = [];
    const repo = { saveForm: async (...args: unknown[]) => void saved.push(args) };
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
    expect(saved).toEqual([['t', { a: 1 }, {}]]);
  });
});
