import type { LeadRequest } from '@tripx/application';
import { describe, expect, it } from 'vitest';
import { fakeQuoteProgress } from '../test-support/fake-quote-progress';
import { SaveQuoteStore } from './save-quote.store';

const storeWith = (service = fakeQuoteProgress()) => {
  const sent: LeadRequest[] = [];
  const store = new SaveQuoteStore(
    {
      save: (body) => {
        sent.push(body);
        return service.save(body);
      },
    },
    () => 'fr',
    async () => undefined,
  );
  return { store, sent };
};

describe('SaveQuoteStore', () => {
  it('refuses a blank or malformed e-mail on the field, without asking the server', async () => {
    const { store, sent } = storeWith();
    await store.save();
    expect(store.error).toMatchObject({ field: 'email', code: 'emailRequired', ns: 'errors.inputs' });
    store.emailChanged('not-an-email');
    expect(store.error).toBeUndefined();
    await store.save();
    expect(store.error).toMatchObject({ code: 'emailInvalid' });
    expect(sent).toEqual([]);
  });

  it('sends the trimmed e-mail in the page language and keeps the link end', async () => {
    const { store, sent } = storeWith();
    store.emailChanged('  ana@example.com ');
    await store.save();
    expect(sent).toEqual([{ email: 'ana@example.com', language: 'fr' }]);
    expect(store.savedUntil).toBe('2026-12-27T00:00:00.000Z');
    expect(store.error).toBeUndefined();
  });

  it("shows the server's refusal on the field", async () => {
    const service = fakeQuoteProgress();
    const { store } = storeWith({
      ...service,
      save: async () => ({
        ok: false,
        failure: { kind: 'refused', code: 'noQuoteInProgress', message: '', fields: [] },
      }),
    });
    store.emailChanged('ana@example.com');
    await store.save();
    expect(store.error).toMatchObject({ field: 'email', code: 'noQuoteInProgress', ns: 'errors.api' });
    expect(store.savedUntil).toBeUndefined();
  });
});
