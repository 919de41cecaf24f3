import { fc, test } from '@fast-check/vitest';
import type { Cents, PolicyStatus } from '@tripx/domain';
import { Effect } from 'effect';
import { describe, expect } from 'vitest';
import { chargeNotFound, paymentUnavailable } from '../../payment/payment.errors';
import { asChargeRef, type ChargeRecord, type Refund, type RefundRef } from '../../payment/payment.types';
import { reconcileCharges, type ReconcileChargesDeps } from './reconcile-charges';

const GRACE = 60;

/** What became of a purchase: sold, or cut short by a crash, or declined with a reversal that failed. */
type Fate = 'purchased' | 'crashedBeforeCharge' | 'crashedAfterCharge' | 'declinedUnreversed';

interface AttemptSpec {
  readonly at: number;
  readonly travellers: number;
  readonly fate: Fate;
  /** Seconds after the attempt its charges are made, and each write becomes visible (all < grace). */
  readonly chargeDelay: number;
  readonly visibleDelay: number;
}

/**
 * Purchases on a timeline, as the stores and the provider show them at the clock's time: a write
 * is seen a little after it is made (another instance's transaction), always within the grace.
 */
class World {
  now = 0;
  watermark: Date | undefined;
  readonly settled = new Map<string, number>();
  readonly reversals = new Map<string, number>();
  readonly reads: { from: Date | undefined; createdAt: Date[] }[] = [];
  failures: boolean[] = [];

  constructor(readonly specs: readonly AttemptSpec[]) {}

  private group = (i: number) => `G${i}`;
  private number = (i: number, t: number) => `TX${i}-${t}`;
  private chargeAt = (s: AttemptSpec) => s.at + s.chargeDelay;
  private charged = (s: AttemptSpec) => s.fate !== 'crashedBeforeCharge';
  private doneAt = (s: AttemptSpec) => this.chargeAt(s) + 1;

  private status(i: number): 'PENDING' | 'PURCHASED' | 'DECLINED' | 'ABANDONED' {
    const s = this.specs[i] as AttemptSpec;
    if ((this.settled.get(this.group(i)) ?? 0) > 0) return 'ABANDONED';
    if (s.fate === 'purchased' && this.now >= this.doneAt(s)) return 'PURCHASED';
    if (s.fate === 'declinedUnreversed' && this.now >= this.doneAt(s)) return 'DECLINED';
    return 'PENDING';
  }

  private charges(): ChargeRecord[] {
    return this.specs.flatMap((s, i) =>
      this.charged(s) && this.now >= this.chargeAt(s) + s.visibleDelay
        ? Array.from({ length: s.travellers }, (_, t): ChargeRecord => {
            const ref = `ch_${i}_${t}`;
            const reversed = (this.reversals.get(ref) ?? 0) > 0;
            return {
              chargeRef: asChargeRef(ref),
              idempotencyKey: `purchase:s:k${i}:${t}`,
              dataKey: 'dk' as ChargeRecord['dataKey'],
              amountCents: 100 as Cents,
              currency: 'CAD',
              brand: 'visa',
              last4: '4242',
              reference: this.number(i, t),
              createdAt: new Date(this.chargeAt(s) * 1000),
              status: 'CAPTURED',
              refundedCents: (reversed ? 100 : 0) as Cents,
              reversed,
            };
          })
        : [],
    );
  }

  private indexOf(policyNumber: string): number {
    return Number(/^TX(\d+)-/.exec(policyNumber)?.[1]);
  }

  deps(final: boolean): ReconcileChargesDeps<string> {
    return {
      now: () => new Date(this.now * 1000),
      newId: () => 'event',
      log: () => undefined,
      providerCalls: { timeoutMs: 1000, baseDelayMs: 0, retries: 0 },
      answers: { refused: () => 'activationFailed' },
      payments: {
        listCapturedCharges: (before, from) =>
          Effect.sync(() => {
            const rows = this.charges().filter(
              (c) =>
                c.createdAt.getTime() < before.getTime() &&
                (from === undefined || c.createdAt.getTime() >= from.getTime()),
            );
            this.reads.push({ from, createdAt: rows.map((c) => c.createdAt) });
            return rows;
          }),
        reverseCharge: (ref) => {
          const known = this.charges().some((c) => c.chargeRef === ref);
          if (!known) return Effect.fail(chargeNotFound());
          // A reversal of a reversed charge answers the first one; a flaky provider may refuse.
          if (!final && !(this.reversals.get(ref) ?? 0) && this.failures.shift())
            return Effect.fail(paymentUnavailable('flaky'));
          if (!this.reversals.has(ref)) this.reversals.set(ref, 1);
          const refund: Refund = {
            refundRef: `rf_${ref}` as RefundRef,
            chargeRef: ref,
            kind: 'REVERSAL',
            amountCents: 100 as Cents,
            idempotencyKey: `reversal:${ref}`,
            createdAt: new Date(this.now * 1000),
          };
          return Effect.succeed(refund);
        },
      },
      store: {
        policyStatus: async (n): Promise<PolicyStatus | undefined> =>
          this.status(this.indexOf(n)) === 'PURCHASED' ? 'ACTIVE' : undefined,
        chargeRecorded: async (ref) => {
          const i = Number(/^ch_(\d+)_/.exec(ref)?.[1]);
          return this.status(i) === 'PURCHASED';
        },
        // Only a PENDING attempt moves (as the SQL update's `where status = 'PENDING'`).
        settleAbandoned: async (n) => {
          const group = this.group(this.indexOf(n));
          if (this.status(this.indexOf(n)) === 'PENDING')
            this.settled.set(group, (this.settled.get(group) ?? 0) + 1);
        },
        attemptOf: async (n) => ({ groupNumber: this.group(this.indexOf(n)), organizationCode: 'CM' }),
        pendingAttempts: async ({ from, before }) => {
          const rows = this.specs.flatMap((s, i) => {
            const createdAt = new Date(s.at * 1000);
            const visible = this.now >= s.at + s.visibleDelay;
            const inWindow =
              createdAt.getTime() < before.getTime() &&
              (from === undefined || createdAt.getTime() >= from.getTime());
            return visible && inWindow && this.status(i) === 'PENDING'
              ? [
                  {
                    createdAt,
                    policyNumbers: Array.from({ length: s.travellers }, (_, t) => this.number(i, t)),
                  },
                ]
              : [];
          });
          this.reads.push({ from, createdAt: rows.map((r) => r.createdAt) });
          return rows;
        },
        reconciledUntil: async () => this.watermark,
        markReconciledUntil: async (at) => {
          if (!this.watermark || at.getTime() > this.watermark.getTime()) this.watermark = at;
        },
      },
    };
  }
}

const anAttempt: fc.Arbitrary<AttemptSpec> = fc
  .record({
    at: fc.integer({ min: 0, max: 600 }),
    travellers: fc.integer({ min: 1, max: 3 }),
    fate: fc.constantFrom<Fate>(
      'purchased',
      'crashedBeforeCharge',
      'crashedAfterCharge',
      'declinedUnreversed',
    ),
    chargeDelay: fc.integer({ min: 0, max: GRACE / 2 - 2 }),
    visibleDelay: fc.integer({ min: 0, max: GRACE / 2 - 1 }),
  })
  .map((a) => a);

describe('reconcileCharges and its watermark', () => {
  test.prop(
    [
      fc.array(anAttempt, { minLength: 1, maxLength: 12 }),
      // Sweep times; `true` runs two instances' sweeps at once (their watermark moves interleave).
      fc.array(fc.tuple(fc.integer({ min: 0, max: 800 }), fc.boolean()), { maxLength: 8 }),
      fc.array(fc.boolean(), { maxLength: 30 }),
    ],
    { numRuns: Number(process.env['FUZZ_RUNS'] ?? 100) },
  )(
    'settles every abandoned attempt and reverses every unsold charge exactly once, reading nothing before the watermark',
    async (specs, sweeps, failures) => {
      const world = new World(specs);
      world.failures = [...failures];
      const sweepAt = async (at: number, final: boolean, twice: boolean) => {
        world.now = at;
        const before = world.watermark;
        const runs = twice ? 2 : 1;
        world.reads.length = 0;
        await Effect.runPromise(
          Effect.all(
            Array.from({ length: runs }, () => reconcileCharges(world.deps(final), GRACE * 1000)),
            { concurrency: 'unbounded' },
          ),
        );
        // Every read starts at the watermark (none before the first sweep), and returns nothing older.
        for (const read of world.reads) {
          if (before) expect(read.from?.getTime()).toBeGreaterThanOrEqual(before.getTime());
          else expect(read.from).toBe(world.reads[0]?.from);
          for (const c of read.createdAt)
            expect(c.getTime()).toBeGreaterThanOrEqual(read.from?.getTime() ?? -Infinity);
        }
        // The watermark never passes the cutoff and never moves back.
        if (world.watermark) expect(world.watermark.getTime()).toBeLessThanOrEqual((at - GRACE) * 1000);
        if (before && world.watermark)
          expect(world.watermark.getTime()).toBeGreaterThanOrEqual(before.getTime());
      };
      for (const [at, twice] of [...sweeps].sort((a, b) => a[0] - b[0])) await sweepAt(at, false, twice);
      await sweepAt(800 + 10 * GRACE, true, false);

      specs.forEach((s, i) => {
        const sold = s.fate === 'purchased';
        // An attempt left PENDING by a crash is ABANDONED once; a sale or a decline never is.
        const abandoned = s.fate === 'crashedBeforeCharge' || s.fate === 'crashedAfterCharge';
        expect(world.settled.get(`G${i}`) ?? 0).toBe(abandoned ? 1 : 0);
        for (let t = 0; t < s.travellers; t += 1) {
          const reversedTimes = world.reversals.get(`ch_${i}_${t}`) ?? 0;
          expect(reversedTimes).toBe(sold || s.fate === 'crashedBeforeCharge' ? 0 : 1);
        }
      });
    },
    120_000,
  );
});
