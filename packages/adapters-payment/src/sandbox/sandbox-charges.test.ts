import { asDataKey, type DataKey } from '@tripx/application';
import { describe, expect, it } from 'vitest';
import { aSandbox, anEntry, left, right, T0 } from '../test-support/sandbox';

const setUp = async (number = '4242424242424242', expiry = '12/34') => {
  const sandbox = aSandbox();
  const token = await right(sandbox.provider.tokenize(anEntry(number, { expiry })));
  const charge = (
    idempotencyKey: string,
    amountCents = 12_345,
    dataKey: DataKey = token.dataKey,
    reference?: string,
  ) => sandbox.provider.charge({ dataKey, amountCents, idempotencyKey, reference });
  return { ...sandbox, token, charge };
};

describe('sandbox charge', () => {
  it('captures an approved card and returns brand, last four, amount and our reference', async () => {
    for (const [number, brand] of [
      ['4242424242424242', 'visa'],
      ['5555555555554444', 'mastercard'],
      ['378282246310005', 'american-express'],
    ] as const) {
      const { charge, token } = await setUp(number);
      const result = await right(charge('k1', 5_000, token.dataKey, 'POL-1'));
      expect(result).toMatchObject({
        idempotencyKey: 'k1',
        amountCents: 5_000,
        currency: 'CAD',
        brand,
        last4: number.slice(-4),
        reference: 'POL-1',
        createdAt: T0,
      });
      expect(result.chargeRef).toMatch(/^ch_[A-Za-z0-9]{24}$/);
    }
  });

  it('declines 4000 0000 0000 0002, 5100 0000 0000 0008 and 3400 0000 0000 009', async () => {
    for (const number of ['4000000000000002', '5100000000000008', '340000000000009']) {
      const { charge } = await setUp(number);
      expect(await left(charge('k1'))).toMatchObject({ _tag: 'CardDeclined', code: 'cardDeclined' });
    }
  });

  it('declines 4000 0000 0000 9995 for insufficient funds', async () => {
    const { charge } = await setUp('4000000000009995');
    expect(await left(charge('k1'))).toMatchObject({ _tag: 'CardDeclined', code: 'insufficientFunds' });
  });

  it('fails at capture with 4000 0000 0000 0119 and leaves nothing captured', async () => {
    const { charge, provider } = await setUp('4000000000000119');
    expect(await left(charge('k1'))).toMatchObject({ _tag: 'CaptureFailed', code: 'captureFailed' });
    expect(await right(provider.listCapturedCharges(new Date(T0.getTime() + 1)))).toEqual([]);
    expect((await right(provider.findCharge('k1')))?.status).toBe('CAPTURE_FAILED');
  });

  it('a replayed key returns the first result, even after the token expired', async () => {
    const { charge, clock } = await setUp();
    const first = await right(charge('k1'));
    clock.advance(60 * 60_000);
    expect(await right(charge('k1'))).toEqual(first);
    expect((await left(charge('k2'))).code).toBe('tokenExpired');
  });

  it('a replayed key of a declined charge is declined again, without a second attempt', async () => {
    const { charge, storage } = await setUp('4000000000000002');
    await left(charge('k1'));
    expect((await left(charge('k1'))).code).toBe('cardDeclined');
    expect((await storage.listCapturedCharges(new Date(T0.getTime() + 1))).length).toBe(0);
  });

  it('the same key with another amount, token or reference is IdempotencyMismatch', async () => {
    const { charge, provider, token } = await setUp();
    await right(charge('k1', 100, token.dataKey, 'A'));
    const other = await right(provider.tokenize(anEntry('5555555555554444')));
    const mismatch = { _tag: 'IdempotencyMismatch', code: 'idempotencyMismatch', idempotencyKey: 'k1' };
    expect(await left(charge('k1', 101, token.dataKey, 'A'))).toMatchObject(mismatch);
    expect(await left(charge('k1', 100, other.dataKey, 'A'))).toMatchObject(mismatch);
    expect(await left(charge('k1', 100, token.dataKey, 'B'))).toMatchObject(mismatch);
  });

  it('concurrent requests under one key make one charge', async () => {
    const { charge, storage } = await setUp();
    const results = await Promise.all(Array.from({ length: 10 }, () => right(charge('k1'))));
    expect(new Set(results.map((r) => r.chargeRef)).size).toBe(1);
    expect(await storage.listCapturedCharges(new Date(T0.getTime() + 1))).toHaveLength(1);
  });

  it('a token is reusable until it expires, one charge per key', async () => {
    const { charge } = await setUp();
    const a = await right(charge('traveller-1'));
    const b = await right(charge('traveller-2'));
    expect(a.chargeRef).not.toBe(b.chargeRef);
  });

  it('refuses an unknown token, a bad amount or a bad key before recording anything', async () => {
    const { charge, storage } = await setUp();
    expect((await left(charge('k1', 100, asDataKey('4ZZZZZZZZZZZZZZZZZZZ')))).code).toBe('tokenUnknown');
    for (const amount of [0, -5, 1.5, Number.NaN, 100_000_001]) {
      expect(await left(charge('k2', amount))).toMatchObject({
        _tag: 'InvalidPaymentRequest',
        code: 'invalidPaymentRequest',
        field: 'amountCents',
      });
    }
    expect((await left(charge('', 100))).code).toBe('invalidPaymentRequest');
    expect((await left(charge('has space', 100))).code).toBe('invalidPaymentRequest');
    expect(await storage.findChargeByKey('k2')).toBeUndefined();
  });

  it('declines a card whose expiry month ended after it was tokenized', async () => {
    // T0 is 2030-03-10 and the card ends with March 2030; with a 40-day token the charge comes in April.
    const { provider, clock } = aSandbox({ tokenTtlMs: 40 * 24 * 60 * 60_000 });
    const token = await right(provider.tokenize(anEntry('4242424242424242', { expiry: '03/30' })));
    const pay = (idempotencyKey: string) =>
      provider.charge({ dataKey: token.dataKey, amountCents: 1, idempotencyKey });
    expect((await right(pay('march'))).amountCents).toBe(1);
    clock.advance(30 * 24 * 60 * 60_000);
    expect((await left(pay('april'))).code).toBe('cardDeclined');
  });

  it('a failing storage is PaymentUnavailable', async () => {
    const { charge, storage } = await setUp();
    storage.insertCharge = () => Promise.reject(new Error('db down'));
    expect((await left(charge('k1'))).code).toBe('paymentUnavailable');
  });
});
