import { priceQuote, type CalendarDate } from '@tripx/domain';
import { aQuoteRequest, date, sampleCatalogue } from '@tripx/domain/test-support';
import { describe, expect, it } from 'vitest';
import type { PurchaseCaller } from '../purchase.ports';
import {
  aPurchase,
  consumer,
  failureOf,
  outcomeOf,
  purchaseAnswer,
  receiptOf,
  quoteReferences,
  setup,
} from '../test-support/purchase-fixtures';

/** 2026-02-01 in Toronto: the 2026 rates are in force, the 2025 ones were until 31 December. */
const NOW = new Date('2026-02-01T15:00:00Z');
const trip = { startDate: date('2026-03-01'), endDate: date('2026-03-14') };
const totalAt = (ratesVersion: string, applicationDate = '2026-02-01') => {
  const q = priceQuote(
    sampleCatalogue(),
    aQuoteRequest({
      applicationDate: date(applicationDate),
      ratesVersion: date(ratesVersion),
      tripInformation: trip,
      paxes: aQuoteRequest().paxes.map((p) => ({ ...p, age: undefined, dateOfBirth: date('1990-01-15') })),
    }),
  );
  if (!q.ok) throw new Error(JSON.stringify(q.errors));
  return q.value.totalCents;
};
const purchase = (overrides: Record<string, unknown>) =>
  aPurchase({
    tripInformation: { ...aPurchase().tripInformation, ...trip },
    paxes: aPurchase().paxes.map((p) => ({ ...p, age: undefined, dateOfBirth: '1990-01-15' })),
    ...overrides,
  });
const signed = (ratesVersion: string, quotedAt: string) =>
  quoteReferences.issue({ ratesVersion: ratesVersion as CalendarDate, quotedAt });
const buy = (caller: PurchaseCaller, key: string, body: Record<string, unknown>) => {
  const world = setup();
  return {
    world,
    answer: purchaseAnswer({ ...world.deps, now: () => NOW }, caller, { idempotencyKey: key, body }),
  };
};

describe('a purchase is priced at the rate version in force on its application date', () => {
  it('the 2025 and 2026 prices differ (else these tests prove nothing)', () => {
    expect(totalAt('2025-01-01')).not.toBe(totalAt('2026-01-01'));
  });

  it('a buyer naming the older version with its price gets priceChanged with the price in force; nothing charged', async () => {
    const { world, answer } = buy(
      consumer,
      'key-rv-01',
      purchase({
        ratesVersion: '2025-01-01',
        expectedTotalCents: totalAt('2025-01-01'),
      }),
    );
    const r = await answer;
    expect(outcomeOf(r)).toBe('PriceChanged:priceChanged');
    expect(failureOf(r).message).toContain(String(totalAt('2026-01-01')));
    expect(world.payments.attempts).toEqual([]);
  });

  it('even at the price in force, a quote made under a version no longer in force is re-priced (priceChanged)', async () => {
    const { answer } = buy(
      consumer,
      'key-rv-02',
      purchase({
        ratesVersion: '2025-01-01',
        quoteRef: signed('2025-01-01', '2025-12-31T15:00:00Z'),
        expectedTotalCents: totalAt('2026-01-01'),
      }),
    );
    expect(outcomeOf(await answer)).toBe('PriceChanged:priceChanged');
  });

  it('a signed quote holds for 30 days: bought on day 30; on day 31, priceChanged', async () => {
    const body = (quotedAt: string) =>
      purchase({
        ratesVersion: '2026-01-01',
        quoteRef: signed('2026-01-01', quotedAt),
        expectedTotalCents: totalAt('2026-01-01'),
      });
    const inTime = await buy(consumer, 'key-rv-03', body('2026-01-02T15:00:00Z')).answer;
    expect(receiptOf(inTime).ratesVersion).toBe('2026-01-01');
    const late = await buy(consumer, 'key-rv-04', body('2026-01-01T15:00:00Z')).answer;
    expect(outcomeOf(late)).toBe('PriceChanged:priceChanged');
  });

  it("a reference the server did not sign proves nothing: the body's older version is still refused", async () => {
    const forged = `signed-not:${JSON.stringify({ ratesVersion: '2026-01-01', quotedAt: NOW.toISOString() })}`;
    const { answer } = buy(
      consumer,
      'key-rv-05',
      purchase({
        ratesVersion: '2025-01-01',
        quoteRef: forged,
        expectedTotalCents: totalAt('2025-01-01'),
      }),
    );
    expect(outcomeOf(await answer)).toBe('PriceChanged:priceChanged');
  });

  it("only a POLICY_ADMIN's back-dated application date takes the version in force on that date", async () => {
    const admin: PurchaseCaller = {
      ...consumer,
      sessionKey: 's-admin',
      profileRef: 'a1',
      claims: ['POLICY_ADMIN'],
      salesChannel: 'b2b',
    };
    const backDated = {
      applicationDate: '2025-12-15',
      ratesVersion: '2025-01-01',
      expectedTotalCents: totalAt('2025-01-01', '2025-12-15'),
    };
    const a = await buy(admin, 'key-rv-06', purchase(backDated)).answer;
    expect(receiptOf(a).ratesVersion).toBe('2025-01-01');
    const c = await buy(consumer, 'key-rv-07', purchase(backDated)).answer;
    expect(outcomeOf(c)).toBe('PriceChanged:priceChanged');
  });
});
