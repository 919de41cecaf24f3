import { describe, expect, it } from 'vitest';
import { fakeNewCard } from '../test-support/fake-new-card';
import { callsOf, fakePolicyService, refused } from '../test-support/fake-policy-service';
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
    expect(store.preview?.paxes).toEqual([{ policyNumber: 'TX1', refundCents: 7000, reason: 'proRata' }]);
    expect(store.canConfirm).toBe(false);
    store.reasonChanged('  ');
    expect(store.canConfirm).toBe(false);
    store.reasonChanged('Trip cancelled');
    expect(store.canConfirm).toBe(true);
    store.paxesChosen([]);
    expect(store.canConfirm).toBe(false);
  });

  it('cancels the chosen policies, reloads the file and keeps each refund', async () => {
    const { store, service, notices, reloads } = setup();
    await store.cancelOpened('TX1');
    store.paxesChosen(['TX1', 'TX2']);
    store.reasonChanged(' Trip cancelled ');
    await store.confirmed();
    expect(callsOf(service, 'cancel')).toEqual([
      [{ cancellationReason: 'Trip cancelled', paxes: [{ policyNumber: 'TX1' }, { policyNumber: 'TX2' }] }],
    ]);
    expect(store.result?.paxes.map((p) => p.refundCents)).toEqual([7000, 7000]);
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

  it('reinstates by the chosen method and tells what was charged', async () => {
    const { store, service, notices, reloads } = setup();
    store.reinstateOpened('TX1');
    expect(store.reinstateMethods).toEqual(['TOKEN', 'CREDIT_CARD', 'CASH', 'PAID_TO_AGENCY']);
    store.reinstateMethodChosen('PAID_TO_AGENCY');
    store.reinstateMethodChosen('NOT_A_METHOD');
    await store.reinstated();
    expect(callsOf(service, 'reinstate')).toEqual([
      [{ policyNumber: 'TX1', payment: { method: 'PAID_TO_AGENCY' } }],
    ]);
    expect(store.reinstating).toBeUndefined();
    expect(reloads()).toBe(1);
    expect(notices).toEqual(['success:reinstate.done{"cents":7000}']);
  });

  it('reinstates on a new card with the token of the card frame', async () => {
    const { store, service, card } = setup();
    store.reinstateOpened('TX1');
    store.reinstateMethodChosen('CREDIT_CARD');
    card.typed();
    await store.reinstated();
    const [[sent]] = callsOf(service, 'reinstate') as [[{ payment: { method: string; dataKey: string } }]];
    expect(sent.payment).toEqual({ method: 'CREDIT_CARD', dataKey: expect.stringMatching(/^4TOKEN\d{14}$/) });
    expect(store.reinstating).toBeUndefined();
  });

  it('a refused reinstatement keeps the modal open and says why', async () => {
    const { store, notices } = setup({ reinstate: async () => refused('paymentFailed') });
    store.reinstateOpened('TX1');
    await store.reinstated();
    expect(store.reinstating).toBe('TX1');
    expect(notices).toEqual(['error:error.paymentFailed']);
  });
});
