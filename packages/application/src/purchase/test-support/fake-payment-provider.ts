import type { Cents } from '@tripx/domain';
import { Effect } from 'effect';
import type { PaymentProviderPort } from '../../payment/payment-provider.port';
import {
  type ChargeError,
  cardDeclined,
  chargeNotFound,
  idempotencyMismatch,
  tokenUnknown,
} from '../../payment/payment.errors';
import {
  asChargeRef,
  type Charge,
  type ChargeRecord,
  type Refund,
  type RefundRef,
} from '../../payment/payment.types';

/**
 * A payment provider in memory for use-case tests (the application may not import the sandbox
 * adapter): tokens starting with "4" approve, "D" decline; one charge per idempotency key.
 */
export class FakePaymentProvider {
  readonly charges = new Map<string, ChargeRecord>();
  readonly attempts: string[] = [];
  private n = 0;

  readonly port: PaymentProviderPort = {
    inspectToken: () => Effect.fail(tokenUnknown()),
    charge: (r) =>
      Effect.sync(() => {
        this.attempts.push(r.idempotencyKey);
        return this.charges.get(r.idempotencyKey);
      }).pipe(
        Effect.flatMap((existing): Effect.Effect<Charge, ChargeError> => {
          if (existing) {
            if (existing.amountCents !== r.amountCents)
              return Effect.fail(idempotencyMismatch(r.idempotencyKey));
            return existing.status === 'CAPTURED'
              ? Effect.succeed(existing as Charge)
              : Effect.fail(cardDeclined());
          }
          const declined = r.dataKey.startsWith('D');
          const record: ChargeRecord = {
            chargeRef: asChargeRef(`ch_${++this.n}`),
            idempotencyKey: r.idempotencyKey,
            dataKey: r.dataKey,
            amountCents: r.amountCents,
            currency: 'CAD',
            brand: 'visa',
            last4: '4242',
            reference: r.reference ?? null,
            createdAt: new Date(0),
            status: declined ? 'DECLINED' : 'CAPTURED',
            refundedCents: 0 as Cents,
            reversed: false,
          };
          this.charges.set(r.idempotencyKey, record);
          return declined ? Effect.fail(cardDeclined()) : Effect.succeed(record as Charge);
        }),
      ),
    refund: () => Effect.fail(chargeNotFound()),
    reverseCharge: (ref) => {
      const c = [...this.charges.values()].find((x) => x.chargeRef === ref);
      if (!c) return Effect.fail(chargeNotFound());
      this.charges.set(c.idempotencyKey, { ...c, reversed: true, refundedCents: c.amountCents });
      const refund: Refund = {
        refundRef: `rf_${ref}` as RefundRef,
        chargeRef: ref,
        kind: 'REVERSAL',
        amountCents: c.amountCents,
        idempotencyKey: `reversal:${ref}`,
        createdAt: new Date(0),
      };
      return Effect.succeed(refund);
    },
    findCharge: (key) => Effect.succeed(this.charges.get(key)),
    listCapturedCharges: (before, from) =>
      Effect.succeed(
        [...this.charges.values()].filter(
          (c) =>
            c.status === 'CAPTURED' &&
            c.createdAt.getTime() < before.getTime() &&
            (from === undefined || c.createdAt.getTime() >= from.getTime()),
        ),
      ),
  };

  /** Captured charges that were not given back: what the buyer actually paid. */
  kept(): readonly ChargeRecord[] {
    return [...this.charges.values()].filter((c) => c.status === 'CAPTURED' && !c.reversed);
  }
}
