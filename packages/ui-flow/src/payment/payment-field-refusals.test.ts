import type {
  ApiFailure,
  ApiResult,
  PolicyService,
  PurchaseRequestBody,
  PurchaseResponse,
} from '@tripx/application';
import { CARD_FRAME_SOURCE } from '@tripx/application';
import { describe, expect, it } from 'vitest';
import { SessionSlices, memoryStorage } from '../platform/session-slices';
import { fakeFrame } from '../test-support/fake-card-frame';
import { noConfirmation } from '../test-support/no-confirmation';
import { PaymentStore } from './payment.store';
import type { RefusedField } from './purchase-field-errors';

const LONG = `${'Alexandra-Marie '.repeat(4)}Martin`;
const refusal = (fields: Extract<ApiFailure, { kind: 'refused' }>['fields'], code = 'invalidValue') => ({
  ok: false as const,
  failure: { kind: 'refused' as const, code, message: '', fields },
});

/** A payment step for travellers 1 and 2 whose service answers `answer` once, then accepts. */
const setUp = (answer: ApiResult<PurchaseResponse>) => {
  const frame = fakeFrame();
  const refused: (readonly RefusedField[])[] = [];
  let calls = 0;
  const service: PolicyService = {
    confirmation: noConfirmation,
    create: async () =>
      ++calls === 1
        ? answer
        : { ok: true, value: { purchaseId: 'p', policies: [] } as unknown as PurchaseResponse },
  };
  const store = new PaymentStore(
    {
      payers: () => [
        { paxId: 1, name: 'Alex Martin' },
        { paxId: 2, name: 'Sam Martin' },
      ],
      purchase: () =>
        ({ paxes: [{ referenceNumber: 1 }, { referenceNumber: 2 }] }) as unknown as PurchaseRequestBody,
      newKey: () => `key-${calls}`,
      fieldsRefused: (f) => refused.push(f),
    },
    service,
    frame,
    new SessionSlices(memoryStorage()),
  );
  store.listen();
  const pay = async (ids: readonly string[]) => {
    for (const id of ids) frame.emit(id, { source: CARD_FRAME_SOURCE, type: 'valid', brand: 'visa' });
    store.legalConsentChanged(true);
    return store.payClicked();
  };
  return { store, refused, pay };
};

describe('PaymentStore: every field the purchase refuses lands on its field', () => {
  it('a card holder name refused by the server is the card holder field’s own message, not the card’s', async () => {
    const { store, pay } = setUp(
      refusal([{ path: 'paxes.1.payment.details.cardHolderName', code: 'nameInvalid' }]),
    );
    store.individualPaymentChanged(true);
    expect(await pay(['1', '2'])).toBe(false);
    expect(store.errorOf('travellers.2.cardHolderName')).toEqual(
      expect.objectContaining({ code: 'nameInvalid', ns: 'errors.inputs' }),
    );
    expect(store.errorOf('travellers.1.cardHolderName')).toBeUndefined();
    expect(store.errorOf('card.2')).toBeUndefined();
    expect(store.failure).toEqual({ field: 'payment', code: 'fieldsRefused', ns: 'web.apply' });
    store.cardHolderNameChanged('2', 'Sam Martin');
    expect(store.errorOf('travellers.2.cardHolderName')).toBeUndefined();
  });

  it('one card for all: the refusal lands on the single card holder field', async () => {
    const { store, pay } = setUp(
      refusal([{ path: 'paxes.0.payment.details.cardHolderName', code: 'maxLength' }]),
    );
    expect(await pay(['all'])).toBe(false);
    expect(store.errorOf('cardHolderName')?.code).toBe('maxLength');
  });

  it('fields of the traveller details go to that step, by traveller; the banner lists them', async () => {
    const { store, refused, pay } = setUp(
      refusal([
        { path: 'paxes.1.lastName', code: 'nameInvalid' },
        { path: 'contact.phone', code: 'phoneInvalid' },
        { path: 'contact.address.postalCode', code: 'postalCodeInvalid' },
      ]),
    );
    expect(await pay(['all'])).toBe(false);
    expect(refused.at(-1)?.map((f) => [f.field, f.code])).toEqual([
      ['2.lastName', 'nameInvalid'],
      ['1.phone', 'phoneInvalid'],
      ['1.postalCode', 'postalCodeInvalid'],
    ]);
    expect(store.otherServerErrors.map((e) => e.field)).toEqual(['2.lastName', '1.phone', '1.postalCode']);
  });

  it('a refusal with its own code keeps it (a declined card is about the card)', async () => {
    const { store, pay } = setUp(refusal([], 'cardDeclined'));
    expect(await pay(['all'])).toBe(false);
    expect(store.failure?.code).toBe('cardDeclined');
    expect(store.serverErrors).toEqual([]);
  });

  it('the client refuses a card holder name that is no person’s name, on that field', async () => {
    const { store, pay } = setUp(refusal([], 'cardDeclined'));
    store.cardHolderNameChanged('all', `${LONG}${LONG}`);
    expect(await pay(['all'])).toBe(false);
    expect(store.errorOf('cardHolderName')).toEqual({
      field: 'cardHolderName',
      code: 'maxLength',
      params: { max: 100 },
      ns: 'errors.inputs',
    });
    store.cardHolderNameChanged('all', 'Alex Martin 2');
    expect(store.errorOf('cardHolderName')?.code).toBe('nameInvalid');
    expect(store.failure).toBeUndefined();
  });
});
