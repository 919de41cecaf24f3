import { Effect } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentUnavailable } from '../../payment/payment.errors';
import type { PaymentProviderPort } from '../../payment/payment-provider.port';
import { moneyOf } from '../money-moves';
import { act, SNAPSHOT, staff, world } from '../test-support/policy-fixtures';
import { DEFAULT_SETTLE_OPTIONS, drainMoneyMoves } from './settle-money-moves';

/** What the provider does on a call: answer, be unreachable, or take the process down before or after it acts. */
type Fault = 'ok' | 'down' | 'crashBefore' | 'crashAfter';
type Card = 'TOKEN' | 'DECLINED' | 'CASH';
type Step =
  | { kind: 'endorse'; days: number; card: Card }
  | { kind: 'cancel'; pax: 0 | 1 }
  | { kind: 'reinstate'; pax: 0 | 1; card: Card }
  | { kind: 'clock'; hours: number };

const card = fc.constantFrom<Card>('TOKEN', 'DECLINED', 'CASH');
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('endorse' as const), days: fc.integer({ min: 1, max: 20 }), card }),
  fc.record({ kind: fc.constant('cancel' as const), pax: fc.constantFrom(0 as const, 1 as const) }),
  fc.record({ kind: fc.constant('reinstate' as const), pax: fc.constantFrom(0 as const, 1 as const), card }),
  fc.record({ kind: fc.constant('clock' as const), hours: fc.integer({ min: 0, max: 3 }) }),
);
const faults = fc.array(fc.constantFrom<Fault>('ok', 'ok', 'down', 'crashBefore', 'crashAfter'), {
  maxLength: 30,
});

/** Set when a fault took the process down (Effect wraps the defect in a FiberFailure). */
const host = { died: false };
const die = () => {
  host.died = true;
  return Effect.die('killed');
};
const choiceOf = (c: Card) =>
  c === 'DECLINED' ? { method: 'CREDIT_CARD' as const, dataKey: 'Ddeclined' } : { method: c };

/** The provider as a crash-prone process sees it: each call takes the next fault of the script. */
const faulty = (port: PaymentProviderPort, script: readonly Fault[]) => {
  let call = 0;
  const wrap = <A, E>(
    effect: Effect.Effect<A, E>,
  ): Effect.Effect<A, E | ReturnType<typeof paymentUnavailable>> => {
    const fault = script[call++] ?? 'ok';
    if (fault === 'down') return Effect.fail(paymentUnavailable('down'));
    if (fault === 'crashBefore') return die();
    if (fault === 'crashAfter') return effect.pipe(Effect.tap(die));
    return effect;
  };
  return {
    ...port,
    charge: (r) => wrap(port.charge(r)),
    refund: (r) => wrap(port.refund(r)),
  } as PaymentProviderPort;
};

const life = async (steps: readonly Step[], script: readonly Fault[]) => {
  const w = await world();
  const healthy = w.deps.payments;
  const deps = {
    ...w.deps,
    payments: faulty(healthy, script),
    settle: { ...DEFAULT_SETTLE_OPTIONS, calls: { timeoutMs: 10_000, baseDelayMs: 1, retries: 1 } },
  };
  /** A restart: the start-up pass takes over what the dead process held (it may die again). */
  const restart = async () => {
    for (let i = 0; i < 5; i += 1) {
      const r = await Effect.runPromiseExit(
        drainMoneyMoves({ ...deps, outbox: w.store }, deps.settle, { takeOver: true }),
      );
      if (r._tag === 'Success') return;
    }
  };
  for (const s of steps) {
    const booking = await w.store.load('P1');
    if (!booking) throw new Error('lost');
    const n = booking.paxes[s.kind === 'cancel' || s.kind === 'reinstate' ? s.pax : 0]?.policyNumber ?? 'P1';
    const run = async () => {
      if (s.kind === 'clock') w.clock.now = new Date(w.clock.now.getTime() + s.hours * 3_600_000);
      if (s.kind === 'endorse')
        await act(deps).update(staff(), {
          policyNumber: 'P1',
          version: booking.version,
          changes: {
            ...SNAPSHOT,
            endDate: `2026-12-${String(s.days).padStart(2, '0')}` as typeof SNAPSHOT.endDate,
          },
          charge: choiceOf(s.card),
          refundMethod: 'ORIGINAL',
        });
      if (s.kind === 'cancel')
        await act(deps).cancel(staff(), { cancellationReason: 'r', paxes: [{ policyNumber: n }] });
      if (s.kind === 'reinstate')
        await act(deps).reinstate(staff(), { policyNumber: n, payment: choiceOf(s.card) });
      // The periodic sweep, as a running server would make it.
      await Effect.runPromise(drainMoneyMoves({ ...deps, outbox: w.store }, deps.settle));
    };
    await run().catch(async (e: unknown) => {
      if (!host.died) throw e;
      host.died = false;
      await restart();
    });
  }
  // The provider is reachable again: sweeps until the backoff of every move has run out.
  const settled = { ...deps, payments: healthy, outbox: w.store };
  for (let i = 0; i < 12 && (await w.store.hasOpenMoves('G1')); i += 1) {
    w.clock.now = new Date(w.clock.now.getTime() + 2 * 3_600_000);
    await Effect.runPromise(drainMoneyMoves(settled, deps.settle));
  }
  return w;
};

describe('money after state, whatever the provider does and wherever the process dies', () => {
  it('property: after restart and sweeps, nothing is owed and ledger, provider and policy state agree', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 10 }), faults, async (steps, script) => {
        const w = await life(steps, script);
        expect(await w.store.hasOpenMoves('G1')).toBe(false);
        const b = await w.store.load('P1');
        const ledger = (b?.paxes ?? []).flatMap((p) => p.payments).filter((p) => p.chargeRef !== null);
        const sum = (ref: string, type: string) =>
          ledger.filter((p) => p.chargeRef === ref && p.type === type).reduce((n, p) => n + p.amountCents, 0);
        for (const c of w.provider.charges.values()) {
          if (c.status !== 'CAPTURED') continue;
          // Every cent the provider took or gave back is in the ledger, once.
          expect([sum(c.chargeRef, 'CHARGE'), sum(c.chargeRef, 'REFUND')]).toEqual([
            c.amountCents,
            c.refundedCents,
          ]);
        }
        const refs = new Set(
          [...w.provider.charges.values()]
            .filter((c) => c.status === 'CAPTURED')
            .map((c) => c.chargeRef as string),
        );
        expect(ledger.filter((p) => !refs.has(p.chargeRef as string))).toEqual([]);
        for (const pax of b?.paxes ?? []) {
          if (pax.status === 'ACTIVE') expect(moneyOf(pax).balance).toBe(pax.premiumCents);
          if (pax.status === 'REFUNDED') expect(moneyOf(pax).balance).toBe(0);
        }
      }),
      { numRuns: 80 },
    );
  }, 120_000);
});
