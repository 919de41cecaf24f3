import type { CalendarDate, CancellationRule, Cents, EndorsementSnapshot } from '@tripx/domain';
import { Effect } from 'effect';
import { expect } from 'vitest';
import { FakePaymentProvider } from '../../purchase/test-support/fake-payment-provider';
import { chargeNotFound, refundExceedsCharge } from '../../payment/payment.errors';
import type { RefundRef } from '../../payment/payment.types';
import { run } from '../../rating/test-support/fake-ports';
import type { Actor } from '../../session/session';
import { AddPolicyNoteUseCase } from '../add-note/add-note';
import { CancelPolicyUseCase, type CancelPolicyRequest } from '../cancel-policy/cancel-policy';
import { GetEndorsementFormUseCase } from '../get-endorsement-form/get-endorsement-form';
import { GetFinancialsUseCase } from '../get-financials/get-financials';
import type { PolicyMaintenanceDeps } from '../policy-maintenance.deps';
import type { PolicyFieldError, PolicyMaintenanceError } from '../policy-maintenance.errors';
import { PreviewCancellationUseCase } from '../preview-cancellation/preview-cancellation';
import { ReQuotePolicyUseCase, type ReQuoteRequest } from '../re-quote-policy/re-quote-policy';
import {
  PreviewReinstatementUseCase,
  ReinstatePolicyUseCase,
  type ReinstatePolicyRequest,
} from '../reinstate-policy/reinstate-policy';
import { RetryPolicyUpdateUseCase } from '../retry-policy-update/retry-policy-update';
import { UpdatePolicyUseCase, type UpdatePolicyRequest } from '../update-policy/update-policy';
import type { DatedSnapshot, MaintainedPolicy, PolicyRerater } from '../policy-maintenance.ports';
import { InMemoryPolicyMaintenanceStore } from './in-memory-policy-maintenance.store';

/** The purchase fake plus refunds within what is left of each charge. */
export class RefundingFakeProvider extends FakePaymentProvider {
  readonly refunds: { chargeRef: string; amount: number; key: string }[] = [];
  constructor() {
    super();
    const port = this.port as { refund: PolicyMaintenanceDeps['payments']['refund'] };
    port.refund = (r) => {
      const c = [...this.charges.values()].find((x) => x.chargeRef === r.chargeRef);
      if (!c) return Effect.fail(chargeNotFound());
      const replay = this.refunds.find((x) => x.key === r.idempotencyKey);
      if (!replay) {
        if (c.refundedCents + r.amountCents > c.amountCents)
          return Effect.fail(refundExceedsCharge(c.amountCents - c.refundedCents));
        this.charges.set(c.idempotencyKey, {
          ...c,
          refundedCents: (c.refundedCents + r.amountCents) as Cents,
        });
        this.refunds.push({ chargeRef: r.chargeRef, amount: r.amountCents, key: r.idempotencyKey });
      }
      return Effect.succeed({
        refundRef: `rf_${r.idempotencyKey}` as RefundRef,
        chargeRef: r.chargeRef,
        kind: 'REFUND' as const,
        amountCents: r.amountCents,
        idempotencyKey: r.idempotencyKey,
        createdAt: new Date(0),
      });
    };
  }
}

export const SNAPSHOT: DatedSnapshot = {
  startDate: '2026-12-01' as EndorsementSnapshot['startDate'],
  endDate: '2026-12-10' as EndorsementSnapshot['endDate'],
  departureLocation: 'ON',
  destinations: ['US'],
  paxes: [
    { policyNumber: 'P1', optionalBenefits: [] },
    { policyNumber: 'P2', optionalBenefits: [] },
  ],
  dependents: [],
};

export const RULE: CancellationRule = { version: 'v1', feeCents: 3000, proRata: true };

/** Premium grows by 100 cents a day of trip per traveller, plus 500 per optional benefit. */
export const dayRerater: PolicyRerater = (policy, next) => {
  const days = (Date.parse(next.endDate) - Date.parse(next.startDate)) / 86_400_000 + 1;
  if (!Number.isFinite(days) || days < 1) return { ok: false, code: 'rerateFailed' };
  return {
    ok: true,
    premiums: policy.paxes.map((p) => ({
      policyNumber: p.policyNumber,
      premium: (days * 1000 +
        500 *
          (next.paxes.find((x) => x.policyNumber === p.policyNumber)?.optionalBenefits.length ?? 0)) as Cents,
    })),
  };
};

export const staff = (over: Partial<Extract<Actor, { kind: 'user' }>> = {}): Actor => ({
  kind: 'user',
  organizationCode: 'ORG',
  profileRef: 'u-staff',
  profileCode: 'staff',
  name: 'Sam Staff',
  userType: 'EMPLOYEE' as never,
  role: 'ADMIN',
  claims: [
    'POLICY_READ',
    'POLICY_EDIT',
    'POLICY_CANCEL',
    'POLICY_ADMIN',
    'POLICY_NOTE_READ',
    'POLICY_NOTE_EDIT',
  ],
  dataScope: 'ALL',
  organizations: [{ code: 'ORG', isDefault: true }],
  organizationsInScope: ['ORG'],
  ...over,
});

/**
 * A booking of two travellers, each paid 10 000 by card through the provider (so refunds go back
 * to a real charge), in a fresh store.
 */
export const world = async (now = new Date('2026-11-20T12:00:00Z')) => {
  const provider = new RefundingFakeProvider();
  const store = new InMemoryPolicyMaintenanceStore();
  let n = 0;
  const paxes = [];
  for (const policyNumber of ['P1', 'P2']) {
    const key = `buy:${policyNumber}`;
    const charge = await Effect.runPromise(
      provider.port.charge({ dataKey: '4tok' as never, amountCents: 10_000, idempotencyKey: key }),
    );
    paxes.push({
      policyNumber,
      status: 'ACTIVE' as const,
      premiumCents: 10_000,
      payments: [
        {
          id: `pay-${policyNumber}`,
          policyNumber,
          paymentDate: '2026-11-01T00:00:00.000Z',
          type: 'CHARGE' as const,
          method: 'CREDIT_CARD',
          amountCents: 10_000,
          brand: 'visa',
          last4: '4242',
          chargeRef: charge.chargeRef,
          chargeKey: key,
        },
      ],
    });
  }
  const policy: MaintainedPolicy = {
    groupNumber: 'G1',
    organizationCode: 'ORG',
    soldBy: 'u-agent',
    version: 1,
    ratesVersion: '2026-01-01',
    snapshot: SNAPSHOT,
    paxes,
    hasClaim: false,
  };
  store.put(policy);
  const clock = { now };
  const deps: PolicyMaintenanceDeps = {
    store,
    moneyOutbox: store,
    payments: provider.port,
    rerate: dayRerater,
    cancellationRule: (v) => (v === '2026-01-01' ? RULE : undefined),
    now: () => clock.now,
    newId: () => `id-${++n}`,
  };
  return { provider, store, deps, clock };
};

/** The write side's use cases over `deps`, each run to its value or its typed failure. */
/** The deps of a `world` whose rerater records the day each re-rating was asked on (`days`). */
export const recordingDays = (w: Awaited<ReturnType<typeof world>>) => {
  const days: CalendarDate[] = [];
  const rerate: PolicyRerater = (policy, next, today) => {
    days.push(today);
    return dayRerater(policy, next, today);
  };
  return { deps: { ...w.deps, rerate }, days };
};

export const act = (deps: PolicyMaintenanceDeps) => {
  const update = new UpdatePolicyUseCase(deps);
  return {
    reQuote: (actor: Actor, r: ReQuoteRequest) => run(new ReQuotePolicyUseCase(deps).execute(actor, r)),
    update: (actor: Actor, r: UpdatePolicyRequest) => run(update.execute(actor, r)),
    retryUpdate: (actor: Actor, n: string) =>
      run(new RetryPolicyUpdateUseCase(deps, update).execute(actor, n)),
    cancel: (actor: Actor, r: CancelPolicyRequest) => run(new CancelPolicyUseCase(deps).execute(actor, r)),
    reinstate: (actor: Actor, r: ReinstatePolicyRequest) =>
      run(new ReinstatePolicyUseCase(deps).execute(actor, r)),
    addNote: (actor: Actor, input: { ownerCode: string; note: string }) =>
      run(new AddPolicyNoteUseCase(deps).execute(actor, input)),
    financials: (actor: Actor, n: string) => run(new GetFinancialsUseCase(deps).execute(actor, n)),
    endorsementForm: (actor: Actor, n: string) => run(new GetEndorsementFormUseCase(deps).execute(actor, n)),
    previewCancellation: (actor: Actor, n: string) =>
      run(new PreviewCancellationUseCase(deps).execute(actor, n)),
    previewReinstatement: (actor: Actor, n: string) =>
      run(new PreviewReinstatementUseCase(deps).execute(actor, n)),
  };
};

/** The failure a use case ran to: its tag and code (and the fields it names, when given). */
export const refused = (
  tag: PolicyMaintenanceError['_tag'],
  code: PolicyMaintenanceError['code'],
  fields?: readonly PolicyFieldError[],
) => ({
  ok: false,
  error: expect.objectContaining({ _tag: tag, code, ...(fields ? { fields } : {}) }),
});
