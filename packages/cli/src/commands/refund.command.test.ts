import { addDays, calendarDateAt } from '@tripx/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cli, cliJson, NOW } from '../test-support/cli-in-process';

const TODAY = calendarDateAt(NOW);

describe('tripx refund', () => {
  it('refunds the unused days pro rata, less the fee of the rate version the policy was sold on', async () => {
    const { code, out } = await cli(['refund', 'refund/mid-trip.json']);
    expect(code).toBe(0);
    // 30 days covered, the 11th cancelled: 45,537 × 19 / 30 = 28,840 (rounded down), less the $30 fee.
    expect(JSON.parse(out)).toEqual({
      ratesVersion: '2026-01-01',
      premiumPaidCents: 45537,
      cancellationDate: TODAY,
      refundCents: 25840,
      reason: 'proRata',
      coveredDays: 30,
      unusedDays: 19,
      feeCents: 3000,
    });
  });

  it('exit 2 and the API error body: invalid fields, an end before the start, an unknown rate version', async () => {
    const invalid = await cli(['refund', 'refund/invalid-request.json']);
    expect(invalid.code).toBe(2);
    expect(JSON.parse(invalid.out)).toMatchObject({
      error: {
        code: 'invalidRequest',
        fields: [
          { path: 'premiumPaidCents', code: 'invalidValue' },
          { path: 'effectiveDate', code: 'invalidValue' },
          { path: 'endDate', code: 'required' },
          { path: 'hasClaim', code: 'invalidValue' },
        ],
      },
    });
    const policy = { premiumPaidCents: 10000, effectiveDate: 'today+10', endDate: 'today+5' };
    expect((await cliJson(['refund'], policy)).json).toMatchObject({
      error: { fields: [{ path: 'endDate', code: 'cancellationDatesInvalid' }] },
    });
    const unknown = await cliJson(['refund'], { ...policy, endDate: 'today+20', ratesVersion: '2019-01-01' });
    expect(unknown.code).toBe(2);
    expect(unknown.json).toMatchObject({
      error: { fields: [{ path: 'ratesVersion', code: 'cancellationRuleMissing' }] },
    });
  });
});

describe('tripx refund (property)', () => {
  it('never below 0 nor above the premium paid; all of it before the start, none once a claim exists', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: -400, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: -400, max: 800 }),
        fc.boolean(),
        fc.constantFrom('2025-01-01', '2026-01-01'),
        async (premiumPaidCents, start, length, cancelled, hasClaim, ratesVersion) => {
          const policy = {
            premiumPaidCents,
            effectiveDate: addDays(TODAY, start),
            endDate: addDays(TODAY, start + length),
            cancellationDate: addDays(TODAY, cancelled),
            hasClaim,
            ratesVersion,
          };
          const { code, json } = await cliJson(['refund'], policy);
          expect(code).toBe(0);
          const refundCents = json.refundCents as number;
          expect(Number.isInteger(refundCents)).toBe(true);
          expect(refundCents).toBeGreaterThanOrEqual(0);
          expect(refundCents).toBeLessThanOrEqual(premiumPaidCents);
          if (hasClaim) expect(refundCents).toBe(0);
          else if (cancelled < start) expect(refundCents).toBe(premiumPaidCents);
        },
      ),
      { numRuns: 100 },
    );
  }, 60_000);
});
