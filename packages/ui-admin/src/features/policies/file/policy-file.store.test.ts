import { success } from '@tripx/application';
import { describe, expect, it } from 'vitest';
import { callsOf, fakePolicyService, refused } from '../test-support/fake-policy-service';
import { PolicyFileStore } from './policy-file.store';

const setup = (over: Parameters<typeof fakePolicyService>[0] = {}) => {
  const notices: string[] = [];
  const service = fakePolicyService(over);
  const store = new PolicyFileStore(service, 'TX1', (kind, key) => notices.push(`${kind}:${key}`));
  return { store, service, notices };
};

describe('policy file store', () => {
  it('loads the booking and only what the opened tab shows', async () => {
    const { store, service } = setup({
      financials: async () =>
        success({
          transactions: [],
          paxes: [
            {
              policyNumber: 'TX1',
              status: 'ACTIVE',
              premiumCents: 1,
              paidCents: 1,
              refundedCents: 0,
              balanceCents: 1,
            },
          ],
        }),
    });
    await store.tabOpened('financials');
    expect(store.booking?.groupNumber).toBe('G1');
    expect(store.financials?.paxes).toHaveLength(1);
    expect(service.calls.map((c) => c.name)).toEqual(['policy', 'financials']);
    expect(store.resendEmail).toBe('ada@example.com');
  });

  it('a policy outside the scope reads as not found, with nothing shown', async () => {
    const { store, service } = setup({ policy: async () => refused('notFound') });
    await store.tabOpened('notes');
    expect(store.booking).toBeUndefined();
    expect(store.errorKey).toBe('error.notFound');
    expect(callsOf(service, 'notes')).toEqual([]);
  });

  it('adds a note (kept at the end), refuses a blank one without calling', async () => {
    const { store, service, notices } = setup();
    await store.noteSubmitted();
    expect(callsOf(service, 'addNote')).toEqual([]);
    store.noteChanged('Called the client');
    await store.noteSubmitted();
    expect(store.notes.map((n) => n.note)).toEqual(['Called the client']);
    expect(store.noteDraft).toBe('');
    expect(notices).toEqual(['error:error.noteInvalid', 'success:notes.added']);
  });

  it('resends to the address given and shows the new delivery', async () => {
    let sent = 0;
    const { store, service, notices } = setup({
      deliveries: async () =>
        success(
          Array.from({ length: sent }, () => ({
            at: '2026-11-20T12:00:00Z',
            channel: 'EMAIL',
            recipient: 'x@example.com',
            language: 'en',
            status: 'QUEUED',
            document: 'confirmation',
          })),
        ),
      resendConfirmation: async () => {
        sent += 1;
        return success({ deliveryId: 'd1', status: 'QUEUED' });
      },
    });
    store.resendEmailChanged(' x@example.com ');
    await store.resendRequested();
    expect(callsOf(service, 'resendConfirmation')).toEqual([['TX1', 'x@example.com']]);
    expect(store.deliveries).toHaveLength(1);
    expect(notices).toEqual(['success:delivery.resent']);
  });
});
