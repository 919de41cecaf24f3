import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '@tripx/domain';
import { deliveryFakes } from '../test-support/delivery.fakes';
import { enqueueSavedQuote, isQuoteLink } from './enqueue-saved-quote';

const lead = {
  id: 'lead-1',
  email: 'ann@example.com',
  firstName: 'Ann',
  tripStartDate: '2025-08-01' as CalendarDate,
  language: 'fr' as const,
  expiresAt: '2025-07-02T16:00:00.000Z',
};

describe('enqueueSavedQuote', () => {
  it('queues the saved-quote e-mail in the lead language, about no policy', async () => {
    const { deps } = deliveryFakes();
    const row = await Effect.runPromise(
      enqueueSavedQuote(deps, { lead, quoteLink: 'https://tripx.example/fr/soumission?lead=lead-1' }),
    );
    expect(row).toMatchObject({
      payload: {
        kind: 'SAVED_QUOTE',
        leadId: 'lead-1',
        firstName: 'Ann',
        tripStartDate: '2025-08-01',
        quoteLink: 'https://tripx.example/fr/soumission?lead=lead-1',
        linkExpiresAt: '2025-07-02T16:00:00.000Z',
      },
      recipient: 'ann@example.com',
      language: 'fr',
      policyNumber: null,
    });
  });

  it('deliveryQuoteLinkInvalid: only absolute http(s) links', async () => {
    const { deps } = deliveryFakes();
    for (const quoteLink of ['javascript:alert(1)', '/fr/soumission', 'not a url']) {
      const failure = await Effect.runPromise(Effect.flip(enqueueSavedQuote(deps, { lead, quoteLink })));
      expect(failure).toMatchObject({ code: 'deliveryQuoteLinkInvalid' });
    }
    expect(isQuoteLink('http://localhost:8080/en/quote?lead=1')).toBe(true);
  });

  it('deliveryRecipientMissing: a lead without a usable address', async () => {
    const { deps } = deliveryFakes();
    const failure = await Effect.runPromise(
      Effect.flip(
        enqueueSavedQuote(deps, { lead: { ...lead, email: ' ' }, quoteLink: 'https://x.example/' }),
      ),
    );
    expect(failure).toMatchObject({ code: 'deliveryRecipientMissing' });
  });
});
