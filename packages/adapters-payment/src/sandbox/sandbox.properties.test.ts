import type { Charge, PaymentError, Refund } from '@tripx/application';
import { cardBrandOf } from '@tripx/domain';
import { Either } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aSandbox, anEntry, arbCardNumber, right, run, T0 } from '../test-support/sandbox';

const FAR = new Date(T0.getTime() + 365 * 24 * 60 * 60_000);
const CARDS = ['4242424242424242', '5555555555554444', '4000000000000002', '4000000000000119'];

const arbChargeCall = fc.record({
  key: fc.constantFrom('a', 'b', 'c'),
  card: fc.integer({ min: 0, max: CARDS.length - 1 }),
  amount: fc.constantFrom(100, 250),
});

describe('sandbox properties', () => {
  it('property: no sequence of retries and concurrent replays under one key yields two charges', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(arbChargeCall, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        async (batches) => {
          const { provider, storage } = aSandbox();
          const tokens = await Promise.all(CARDS.map((n) => right(provider.tokenize(anEntry(n)))));
          const successes: Charge[] = [];
          for (const batch of batches) {
            const results = await Promise.all(
              batch.map((c) =>
                run(
                  provider.charge({
                    dataKey: tokens[c.card]!.dataKey,
                    amountCents: c.amount,
                    idempotencyKey: c.key,
                  }),
                ),
              ),
            );
            for (const r of results) if (Either.isRight(r)) successes.push(r.right);
          }
          const captured = await storage.listCapturedCharges(FAR);
          expect(new Set(captured.map((c) => c.idempotencyKey)).size).toBe(captured.length);
          for (const s of successes) {
            const row = await storage.findChargeByKey(s.idempotencyKey);
            expect(s.chargeRef).toBe(row?.chargeRef);
            expect(s.amountCents).toBe(row?.amountCents);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('property: refunds and reversals of a charge never total more than the charge', async () => {
    const arbOp = fc.oneof(
      fc.record({
        kind: fc.constant('refund' as const),
        charge: fc.integer({ min: 0, max: 1 }),
        amount: fc.integer({ min: 1, max: 700 }),
        key: fc.constantFrom('r1', 'r2', 'r3', 'r4', 'r5', 'r6'),
      }),
      fc.record({ kind: fc.constant('reverse' as const), charge: fc.integer({ min: 0, max: 1 }) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(arbOp, { minLength: 1, maxLength: 4 }), { maxLength: 6 }),
        async (batches) => {
          const { provider, storage } = aSandbox();
          const token = await right(provider.tokenize(anEntry('4242424242424242')));
          const amounts = [1_000, 333];
          const charges = await Promise.all(
            amounts.map((amountCents, i) =>
              right(provider.charge({ dataKey: token.dataKey, amountCents, idempotencyKey: `c${i}` })),
            ),
          );
          const granted = new Map<string, Refund>();
          for (const batch of batches) {
            const results = await Promise.all(
              batch.map((op) => {
                const chargeRef = charges[op.charge]!.chargeRef;
                return op.kind === 'reverse'
                  ? run<Refund, PaymentError>(provider.reverseCharge(chargeRef))
                  : run(provider.refund({ chargeRef, amountCents: op.amount, idempotencyKey: op.key }));
              }),
            );
            for (const r of results) if (Either.isRight(r)) granted.set(r.right.refundRef, r.right);
          }
          for (const [i, charge] of charges.entries()) {
            const stored = await storage.listRefunds(charge.chargeRef);
            const total = stored.reduce((sum, r) => sum + r.amountCents, 0);
            expect(total).toBeLessThanOrEqual(amounts[i]!);
            const grantedTotal = [...granted.values()]
              .filter((r) => r.chargeRef === charge.chargeRef)
              .reduce((sum, r) => sum + r.amountCents, 0);
            expect(grantedTotal).toBe(total);
            expect((await right(provider.findCharge(`c${i}`)))?.refundedCents).toBe(total);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('property: a token charges under any new key until it expires, and never after; replays keep their first result', async () => {
    const ttl = 15 * 60_000;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ wait: fc.integer({ min: 0, max: 6 * 60_000 }), replay: fc.boolean() }), {
          minLength: 1,
          maxLength: 8,
        }),
        async (steps) => {
          const { provider, clock } = aSandbox({ tokenTtlMs: ttl });
          const token = await right(provider.tokenize(anEntry('4242424242424242')));
          const first = new Map<string, Either.Either<Charge, unknown>>();
          let elapsed = 0;
          for (const [i, step] of steps.entries()) {
            clock.advance(step.wait);
            elapsed += step.wait;
            const key = step.replay && first.size > 0 ? [...first.keys()][0]! : `k${i}`;
            const result = await run(
              provider.charge({ dataKey: token.dataKey, amountCents: 100, idempotencyKey: key }),
            );
            const earlier = first.get(key);
            if (earlier) expect(result).toEqual(earlier);
            else {
              expect(Either.isRight(result)).toBe(elapsed < ttl);
              if (Either.isLeft(result)) expect(result.left.code).toBe('tokenExpired');
              first.set(key, result);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('property: tokenizing keeps brand and last four, and no stored row holds the card number', async () => {
    await fc.assert(
      fc.asyncProperty(arbCardNumber(fc.constantFrom('3', '4', '5')), async (number) => {
        const { provider, storage } = aSandbox();
        const token = await right(provider.tokenize(anEntry(number)));
        expect(token.brand).toBe(cardBrandOf(number));
        expect(token.last4).toBe(number.slice(-4));
        const charge = await right(
          provider.charge({ dataKey: token.dataKey, amountCents: 1, idempotencyKey: 'k' }),
        );
        const rows = JSON.stringify([
          await storage.findToken(token.dataKey),
          await storage.findChargeByKey('k'),
          charge,
        ]);
        expect(rows).not.toContain(number);
        expect(rows).not.toContain(number.slice(0, 6) + number.slice(6, -4));
      }),
      { numRuns: 100 },
    );
  });
});
