import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { aConfirmationView } from '../test-support/confirmation-view.builder';
import { deliveryFakes } from '../test-support/delivery.fakes';
import { resendConfirmation } from '../resend-confirmation/resend-confirmation';
import { enqueueConfirmation } from './enqueue-confirmation';

const quebec = { language: 'en', provinceOfResidence: 'QC', bill96Consent: null } as const;

describe('enqueueConfirmation and resendConfirmation', () => {
  it('queues a small row with the document language decided by the Bill 96 rule', async () => {
    const { deps, outbox } = deliveryFakes();
    const row = await Effect.runPromise(
      enqueueConfirmation(deps, { policyNumber: 'TPX-1', recipient: ' ann@example.com ', policy: quebec }),
    );
    expect(row).toMatchObject({
      payload: { kind: 'CONFIRMATION', policyNumber: 'TPX-1' },
      recipient: 'ann@example.com',
      language: 'fr',
      policyNumber: 'TPX-1',
      status: 'PENDING',
      attempts: 0,
      maxAttempts: 5,
      nextAttemptAt: '2025-06-02T14:00:00.000Z',
    });
    expect(outbox.message(row.id)).toEqual(row);
    const chosen = await Effect.runPromise(
      enqueueConfirmation(deps, {
        policyNumber: 'TPX-2',
        recipient: 'ann@example.com',
        policy: { ...quebec, bill96Consent: true },
      }),
    );
    expect(chosen.language).toBe('en');
  });

  it('deliveryRecipientMissing: no address, nothing queued', async () => {
    const { deps, outbox } = deliveryFakes();
    const failure = await Effect.runPromise(
      Effect.flip(
        enqueueConfirmation(deps, { policyNumber: 'TPX-1', recipient: 'not an address', policy: quebec }),
      ),
    );
    expect(failure).toMatchObject({ _tag: 'DeliveryFailure', code: 'deliveryRecipientMissing' });
    expect(await outbox.claimDue('2100-01-01T00:00:00.000Z', 10, 1)).toEqual([]);
  });

  it('a resend is a new message to the contact e-mail, or to the address staff give', async () => {
    const { deps } = deliveryFakes();
    const first = await Effect.runPromise(resendConfirmation(deps, { policyNumber: 'TPX-100234-01' }));
    const second = await Effect.runPromise(
      resendConfirmation(deps, { policyNumber: 'TPX-100234-01', recipient: 'agent@example.com' }),
    );
    expect(first.id).not.toBe(second.id);
    expect([first.recipient, second.recipient]).toEqual(['eloise.cote@example.com', 'agent@example.com']);
    expect(first.language).toBe('fr');
  });

  it('deliveryPolicyNotFound: a resend for an unknown policy', async () => {
    const { deps } = deliveryFakes();
    const failure = await Effect.runPromise(Effect.flip(resendConfirmation(deps, { policyNumber: 'NOPE' })));
    expect(failure).toMatchObject({ _tag: 'DeliveryPolicyNotFound', code: 'deliveryPolicyNotFound' });
  });

  it('a policy without a contact e-mail cannot be resent without an address', async () => {
    const view = aConfirmationView({ contact: { email: null, phone: null, address: null } });
    const { deps } = deliveryFakes({ views: { 'TPX-9': view } });
    const failure = await Effect.runPromise(Effect.flip(resendConfirmation(deps, { policyNumber: 'TPX-9' })));
    expect(failure).toMatchObject({ code: 'deliveryRecipientMissing' });
  });

  it('a store that fails is reported as unavailable, not as a delivery code', async () => {
    const { deps } = deliveryFakes();
    const broken = { ...deps, outbox: { enqueue: () => Promise.reject(new Error('db down')) } };
    const failure = await Effect.runPromise(
      Effect.flip(enqueueConfirmation(broken, { policyNumber: 'TPX-1', recipient: 'a@b.c', policy: quebec })),
    );
    expect(failure).toMatchObject({ _tag: 'DeliveryStoreUnavailable', detail: 'db down' });
  });
});
