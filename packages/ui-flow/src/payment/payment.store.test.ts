import {
  type ApiResult,
  CARD_FRAME_SOURCE,
  type PolicyService,
  type PurchaseRequestBody,
  type PurchaseResponse,
} from '@tripx/application';
import type { CollectedMethod } from '@tripx/domain';
import { describe, expect, it } from 'vitest';
import { SessionSlices, memoryStorage } from '../platform/session-slices';
import { fakeFrame } from '../test-support/fake-card-frame';
import { noConfirmation } from '../test-support/no-confirmation';
import { PaymentStore } from './payment.store';
import type { PaxCard } from './purchase-request';

const RESPONSE = { purchaseId: 'p1', policies: [] } as unknown as PurchaseResponse;

/** Declines the first card it sees, then approves; records the keys and bodies. */
const policies = () => {
  const calls: { key: string; body: PurchaseRequestBody }[] = [];
  const service: PolicyService & { calls: typeof calls } = {
    calls,
    confirmation: noConfirmation,
    create: async (body, key): Promise<ApiResult<PurchaseResponse>> => {
      calls.push({ key, body });
      return calls.length === 1
        ? { ok: false, failure: { kind: 'refused', code: 'cardDeclined', message: '', fields: [] } }
        : { ok: true, value: RESPONSE };
    },
  };
  return service;
};

const setUp = (
  payers = [{ paxId: 1, name: 'Alex Martin' }],
  collectedMethod?: () => CollectedMethod | undefined,
  choicesComplete?: () => boolean,
) => {
  const frame = fakeFrame();
  const service = policies();
  let keys = 0;
  const seen: ((id: number) => PaxCard | undefined)[] = [];
  const store = new PaymentStore(
    {
      payers: () => payers,
      purchase: (cardFor) => {
        seen.push(cardFor);
        return { dataKeys: payers.map((p) => cardFor(p.paxId)?.dataKey) } as unknown as PurchaseRequestBody;
      },
      newKey: () => `key-${++keys}`,
      ...(collectedMethod ? { collectedMethod } : {}),
      ...(choicesComplete ? { choicesComplete } : {}),
    },
    service,
    frame,
    new SessionSlices(memoryStorage()),
  );
  store.listen();
  const valid = (id: string) => frame.emit(id, { source: CARD_FRAME_SOURCE, type: 'valid', brand: 'visa' });
  return { store, frame, service, valid, seen };
};

describe('PaymentStore (spec 4.5, 7.4)', () => {
  it('styles the frame when it is ready', () => {
    const { store, frame } = setUp();
    frame.emit('all', { source: CARD_FRAME_SOURCE, type: 'ready' });
    expect(frame.posted[0]?.m.type).toBe('style');
    expect(store.cards.frames.get('all')?.ready).toBe(true);
  });

  it('shows the frame entry error as it comes, the rest after Pay', async () => {
    const { store, frame } = setUp();
    frame.emit('all', { source: CARD_FRAME_SOURCE, type: 'invalid', field: 'number', code: 'mon_943' });
    expect(store.errorOf('card.all')).toEqual({ field: 'card.all', code: 'mon_943', ns: 'errors.card' });
    expect(store.errorOf('legalConsent')).toBeUndefined();
    expect(await store.payClicked()).toBe(false);
    expect(store.errorOf('legalConsent')?.code).toBe('legalConsentRequired');
    expect(frame.posted.some((p) => p.m.type === 'tokenize')).toBe(false);
  });

  it('a declined card shows its message, and another card is a new attempt with a new key', async () => {
    const { store, valid, service } = setUp();
    valid('all');
    store.legalConsentChanged(true);
    expect(await store.payClicked()).toBe(false);
    expect(store.failure).toEqual({ field: 'payment', code: 'cardDeclined', ns: 'errors.payment' });
    expect(store.tokens.status).toBe('NOT_STARTED');
    expect(await store.payClicked()).toBe(true);
    expect(store.response).toBe(RESPONSE);
    expect(service.calls.map((c) => c.key)).toEqual(['key-1', 'key-2']);
    expect(service.calls[0]?.body).not.toEqual(service.calls[1]?.body);
  });

  it('a purchase already made (409 alreadyPurchased) lists the policies issued, not a card problem', async () => {
    const body = {
      error: { code: 'alreadyPurchased', message: '', fields: [] },
      policies: [{ policyNumber: 'TX1', confirmationPdfPath: '/api/policies/TX1/confirmation/pdf' }],
    };
    const frame = fakeFrame();
    const store = new PaymentStore(
      {
        payers: () => [{ paxId: 1, name: 'A B' }],
        purchase: () => ({ same: true }) as unknown as PurchaseRequestBody,
        newKey: () => 'key',
      },
      {
        confirmation: noConfirmation,
        create: async () => ({
          ok: false,
          failure: { kind: 'refused', code: 'alreadyPurchased', message: '', fields: [], body },
        }),
      },
      frame,
      new SessionSlices(memoryStorage()),
    );
    store.listen();
    frame.emit('all', { source: CARD_FRAME_SOURCE, type: 'valid', brand: 'visa' });
    store.legalConsentChanged(true);
    expect(await store.payClicked()).toBe(false);
    expect(store.failure).toEqual({ field: 'payment', code: 'alreadyPurchased', ns: 'errors.purchase' });
    expect(store.covered).toEqual(body.policies);
    store.reset();
    expect(store.covered).toBeUndefined();
  });

  it('the very same request keeps its Idempotency-Key (a retry never charges twice)', async () => {
    const frame = fakeFrame();
    const calls: string[] = [];
    const store = new PaymentStore(
      {
        payers: () => [{ paxId: 1, name: 'A B' }],
        purchase: () => ({ same: true }) as unknown as PurchaseRequestBody,
        newKey: () => `key-${calls.length}`,
      },
      {
        confirmation: noConfirmation,
        create: async (_b, key) => (
          calls.push(key),
          { ok: false, failure: { kind: 'network', code: 'network' } }
        ),
      },
      frame,
      new SessionSlices(memoryStorage()),
    );
    store.listen();
    frame.emit('all', { source: CARD_FRAME_SOURCE, type: 'valid', brand: 'visa' });
    store.legalConsentChanged(true);
    await store.payClicked();
    await store.payClicked();
    expect(calls).toEqual(['key-0', 'key-0']);
    expect(store.failure?.ns).toBe('web.common');
  });

  it('one card per traveller asks each frame for a token and a card holder name each', async () => {
    const { store, valid, seen } = setUp([
      { paxId: 1, name: 'Alex Martin' },
      { paxId: 2, name: '' },
    ]);
    store.individualPaymentChanged(true);
    expect(store.frameIds).toEqual(['1', '2']);
    valid('1');
    valid('2');
    store.legalConsentChanged(true);
    expect(await store.payClicked()).toBe(false);
    expect(store.errorOf('travellers.2.cardHolderName')?.code).toBe('cardHolderNameRequired');
    store.cardHolderNameChanged('2', 'Sam Martin');
    await store.payClicked();
    const cardFor = seen.at(-1);
    expect(cardFor?.(1)?.dataKey).not.toBe(cardFor?.(2)?.dataKey);
    expect(cardFor?.(2)?.cardHolderName).toBe('Sam Martin');
    // The fake provider declines the first purchase: the tokens of that attempt are dropped.
    expect(store.failure?.code).toBe('cardDeclined');
    expect(store.tokens.status).toBe('NOT_STARTED');
  });

  it('Pay waits for the app’s own questions (the staff app’s referring agent), then purchases', async () => {
    let answered = false;
    const { store, service } = setUp(
      [{ paxId: 1, name: '' }],
      () => 'PAID_TO_AGENCY',
      () => answered,
    );
    store.legalConsentChanged(true);
    expect(await store.payClicked()).toBe(false);
    expect(service.calls).toHaveLength(0);
    answered = true;
    await store.payClicked();
    expect(service.calls).toHaveLength(1);
  });

  it.each(['PAID_TO_AGENCY', 'CASH'] as const)(
    'staff collect %s: no frame, no card holder, no token; consent still needed, then the purchase',
    async (method) => {
      let collected: CollectedMethod | undefined = method;
      const { store, frame, service, seen } = setUp(
        [
          { paxId: 1, name: '' },
          { paxId: 2, name: '' },
        ],
        () => collected,
      );
      expect(store.frameIds).toEqual([]);
      expect(await store.payClicked()).toBe(false);
      expect(store.allErrors.map((e) => e.code)).toEqual(['legalConsentRequired']);
      store.legalConsentChanged(true);
      expect(await store.payClicked()).toBe(false); // the fake service declines the first call
      expect(await store.payClicked()).toBe(true);
      expect(frame.posted.some((p) => p.m.type === 'tokenize')).toBe(false);
      expect(service.calls).toHaveLength(2);
      expect(seen.every((cardFor) => cardFor(1) === undefined && cardFor(2) === undefined)).toBe(true);
      collected = undefined;
      expect(store.frameIds).toEqual(['all']);
    },
  );
});
