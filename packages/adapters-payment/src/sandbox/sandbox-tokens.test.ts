import { asDataKey } from '@tripx/application';
import { validateManualToken } from '@tripx/domain';
import { describe, expect, it } from 'vitest';
import { aSandbox, anEntry, left, right, T0 } from '../test-support/sandbox';
import { SANDBOX_TEST_CARDS } from './sandbox-test-cards';

describe('sandbox tokenize', () => {
  it('turns every documented test card into a 20-character token with brand, last four and expiry', async () => {
    const { provider } = aSandbox();
    for (const card of SANDBOX_TEST_CARDS) {
      const token = await right(provider.tokenize(anEntry(card.number, { expiry: '11/33' })));
      expect(token.last4).toBe(card.number.slice(-4));
      expect(token.cardExpiry).toEqual({ month: 11, year: 2033 });
      expect(token.dataKey).toMatch(/^[345][A-Za-z0-9]{19}$/);
      expect(token.dataKey.charAt(0)).toBe(card.number.charAt(0));
      expect(token.tokenExpiresAt).toEqual(new Date(T0.getTime() + 15 * 60_000));
    }
  });

  it('gives tokens that the manual token rule of spec 5.4 reads with the same brand', async () => {
    const { provider } = aSandbox();
    for (const [number, brand] of [
      ['4242424242424242', 'visa'],
      ['5555555555554444', 'mastercard'],
      ['378282246310005', 'american-express'],
    ] as const) {
      const token = await right(provider.tokenize(anEntry(number)));
      expect(token.brand).toBe(brand);
      expect(validateManualToken(token.dataKey)).toEqual({
        ok: true,
        value: { token: token.dataKey, brand },
      });
    }
  });

  it('refuses a bad entry with the field codes and stores nothing for it', async () => {
    const { provider } = aSandbox();
    const err = await left(provider.tokenize({ number: '4242424242424241', expiry: '01/20', cvd: '12' }));
    expect(err._tag).toBe('CardEntryInvalid');
    expect(err._tag === 'CardEntryInvalid' && err.fields.map((f) => f.code)).toEqual([
      'mon_943',
      'cardExpired',
      'cvdInvalid',
    ]);
  });

  it('a token works until its time to live is over, then it is TokenExpired (injected clock)', async () => {
    const { provider, clock } = aSandbox({ tokenTtlMs: 60_000 });
    const token = await right(provider.tokenize(anEntry('4242424242424242')));
    clock.advance(59_999);
    expect((await right(provider.inspectToken(token.dataKey))).last4).toBe('4242');
    clock.advance(1);
    expect(await left(provider.inspectToken(token.dataKey))).toMatchObject({
      _tag: 'TokenExpired',
      code: 'tokenExpired',
      expiredAt: new Date(T0.getTime() + 60_000),
    });
  });

  it('an unknown token is TokenUnknown; an absurd one is an invalid request', async () => {
    const { provider } = aSandbox();
    expect((await left(provider.inspectToken(asDataKey('4AAAAAAAAAAAAAAAAAAA')))).code).toBe('tokenUnknown');
    expect((await left(provider.inspectToken(asDataKey('')))).code).toBe('invalidPaymentRequest');
  });

  it('a failing storage is PaymentUnavailable, not an exception', async () => {
    const { provider, storage } = aSandbox();
    storage.insertToken = () => Promise.reject(new Error('connection refused'));
    expect(await left(provider.tokenize(anEntry('4242424242424242')))).toMatchObject({
      _tag: 'PaymentUnavailable',
      code: 'paymentUnavailable',
      message: 'connection refused',
    });
  });

  it('forgets tokens expired for more than a day', async () => {
    const { provider, storage, clock } = aSandbox();
    const token = await right(provider.tokenize(anEntry('4242424242424242')));
    clock.advance(24 * 60 * 60_000);
    expect(await provider.purgeExpiredTokens()).toBe(0);
    clock.advance(16 * 60_000);
    expect(await provider.purgeExpiredTokens()).toBe(1);
    expect(await storage.findToken(token.dataKey)).toBeUndefined();
  });
});
