import { success } from '@tripx/application';
import { describe, expect, it } from 'vitest';
import { fakeNewCard } from '../test-support/fake-new-card';
import { CARD, callsOf, fakePolicyService, refused } from '../test-support/fake-policy-service';
import { CancellationStore } from './cancellation.store';

const setup = (over: Parameters<typeof fakePolicyService>[0] = {}) => {
  const notices: string[] = [];
  let reloads = 0;
  const service = fakePolicyService(over);
  const card = fakeNewCard();
  const store = new CancellationStore(
    service,
    (kind, key, values) => notices.push(`${kind}:${key}${values ? JSON.stringify(values) : ''}`),
    async () => void reloads++,
    card.newCard,
  );
  return { store, service, notices, card, reloads: () => reloads };
};

describe('cancellation store', () => {
  it('opens with the refund the server gives today; needs a reason and a traveller policy', async () => {
    const { store, service } = setup();
    await store.cancelOpened('TX1');
    expect(callsOf(service, 'cancellationPreview')).toEqual([['TX1']]);
    expect(store.preview?.paxes).toEqual([
      { policyNumber: 'TX1', refundCents: 7000, reason: 'proRata', card: CARD },
    ]);
    expect(store.refundTotal).toBe(7000);
    expect(store.canConfirm).toBe(false);
    store.reasonChanged('  ');
    expect(store.canConfirm).toBe(false);
    store.reasonChanged('Trip cancelled');
    expect(store.canConfirm).toBe(true);
    store.paxesChosen([]);
    expect(store.canConfirm).toBe(false);
  });

  it('cancels the chosen policies with the refund confirmed, reloads the file and keeps each refund', async () => {
    const { store, service, notices, reloads } = setup({
      cancellationPreview: async () =>
        success({
          paxes: ['TX1', 'TX2'].map((policyNumber) => ({
            policyNumber,
            refundCents: 7000,
            reason: 'proRata',
            card: CARD,
          })),
        }),
    });
    await store.cancelOpened('TX1');
    store.paxesChosen(['TX1', 'TX2']);
    store.reasonChanged(' Trip cancelled ');
    await store.confirmed();
    expect(callsOf(service, 'cancel')).toEqual([
      [
        {
          cancellationReason: 'Trip cancelled',
          paxes: [{ policyNumber: 'TX1' }, { policyNumber: 'TX2' }],
          confirmedCents: 14_000,
        },
      ],
    ]);
    expect(store.result?.paxes.map((p) => p.refundCents)).toEqual([7000, 7000]);
    expect(store.result?.transactions).toHaveLength(2);
    expect(reloads()).toBe(1);
    expect(notices).toEqual(['success:cancel.done']);
  });

  it('a refused cancellation says why and changes nothing', async () => {
    const { store, notices, reloads } = setup({ cancel: async () => refused('policyNotActive') });
    await store.cancelOpened('TX1');
    store.reasonChanged('x');
    await store.confirmed();
    expect(store.result).toBeUndefined();
    expect(reloads()).toBe(0);
    expect(notices).toEqual(['error:error.policyNotActive']);
  });

  it('a refund that moved on since the preview (amountChanged): the new one shown, nothing done', async () => {
    let refund = 7000;
    const { store, service, reloads } = setup({
      cancellationPreview: async (n) =>
        success({ paxes: [{ policyNumber: n, refundCents: refund, reason: 'proRata', card: CARD }] }),
      cancel: async () => refused('amountChanged'),
    });
    await store.cancelOpened('TX1');
    store.reasonChanged('x');
    refund = 6500;
    await store.confirmed();
    expect(store.notice).toBe('amountChanged');
    expect(store.refundTotal).toBe(6500);
    expect(store.result).toBeUndefined();
    expect(reloads()).toBe(0);
    expect(callsOf(service, 'cancellationPreview')).toHaveLength(2);
  });

  it('reinstates by the chosen method with the amount previewed, and keeps what was charged', async () => {
    const { store, service, notices, reloads } = setup();
    await store.reinstateOpened('TX1');
    expect(store.reinstatePreview).toEqual({ policyNumber: 'TX1', dueCents: 7000, card: CARD });
    expect(store.reinstateMethods).toEqual(['TOKEN', 'CREDIT_CARD', 'CASH', 'PAID_TO_AGENCY']);
    store.reinstateMethodChosen('PAID_TO_AGENCY');
    store.reinstateMethodChosen('NOT_A_METHOD');
    await store.reinstated();
    expect(callsOf(service, 'reinstate')).toEqual([
      [{ policyNumber: 'TX1', payment: { method: 'PAID_TO_AGENCY' }, confirmedCents: 7000 }],
    ]);
    expect(store.reinstateResult?.transactions).toEqual([
      expect.objectContaining({ amountCents: 7000, reference: 'ch_0001' }),
    ]);
    store.reinstateDismissed();
    expect(store.reinstating).toBeUndefined();
    expect(reloads()).toBe(1);
    expect(notices).toEqual(['success:reinstate.done{"cents":7000}']);
  });

  it('reinstates on a new card with the token of the card frame', async () => {
    const { store, service, card } = setup();
    await store.reinstateOpened('TX1');
    store.reinstateMethodChosen('CREDIT_CARD');
    card.typed();
    await store.reinstated();
    const [[sent]] = callsOf(service, 'reinstate') as [[{ payment: { method: string; dataKey: string } }]];
    expect(sent.payment).toEqual({ method: 'CREDIT_CARD', dataKey: expect.stringMatching(/^4TOKEN\d{14}$/) });
    expect(store.reinstateResult?.chargedCents).toBe(7000);
  });

  it('a declined card keeps the modal open, says nothing changed, and reloads nothing', async () => {
    const { store, notices, reloads } = setup({ reinstate: async () => refused('paymentFailed') });
    await store.reinstateOpened('TX1');
    await store.reinstated();
    expect(store.reinstating).toBe('TX1');
    expect(store.notice).toBe('declined');
    expect(store.reinstateResult).toBeUndefined();
    expect(reloads()).toBe(0);
    expect(notices).toEqual(['error:error.paymentFailed']);
  });
});
