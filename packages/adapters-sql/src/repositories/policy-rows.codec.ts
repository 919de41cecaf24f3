import {
  CalendarDateCodec,
  JsonObject,
  literalUnion,
  MONEY_MOVE_STATUSES,
  nullable,
} from '@tripx/application';
import { ADJUSTMENT_TYPES, PAYMENT_METHODS, POLICY_STATUSES } from '@tripx/domain';
import * as t from 'io-ts';
import { jsonb } from '../decode/decode-row';

/**
 * Codecs of the JSON columns of a booking, read back by the policy stores and the confirmation. Each
 * checks what the code reads and lets other keys through (rows written by older versions keep them).
 */

const Localized = t.type({ en: t.string, fr: t.string });

/** policy_groups.trip_information: the trip as sold; endorsements rewrite its dates and places. */
export const TripInformationRowCodec = t.intersection([
  JsonObject,
  t.partial({ departureLocation: t.string, destinations: t.array(t.string), isSuperVisa: t.boolean }),
]);

const AddressRowCodec = t.intersection([
  t.type({ addressLine1: t.string, city: t.string, province: t.string, postalCode: t.string }),
  t.partial({ addressLine2: nullable(t.string) }),
]);

/** policies.contact. */
export const ContactRowCodec = t.intersection([
  JsonObject,
  t.partial({ email: nullable(t.string), phone: nullable(t.string), address: nullable(AddressRowCodec) }),
]);

const PremiumCodec = t.type({
  base: t.number,
  adjustments: t.array(t.type({ type: literalUnion(ADJUSTMENT_TYPES, 'AdjustmentType'), amount: t.number })),
  taxes: t.array(t.type({ name: Localized, amount: t.number })),
  total: t.number,
});

/**
 * policies.plan: the plan snapshot of a purchase (what the confirmation shows). Optional benefits
 * carry their codes in `optionalBenefitCodes` (endorsements rewrite it); older snapshots name them only.
 */
export const PlanSnapshotCodec = t.intersection([
  JsonObject,
  t.partial({
    code: t.string,
    name: Localized,
    coverageAmount: nullable(t.number),
    deductible: nullable(t.number),
    daysPerTrip: nullable(t.number),
    tripCost: nullable(t.number),
    optionalBenefitCodes: t.array(t.string),
    optionalBenefits: t.array(t.intersection([t.partial({ code: t.string, en: t.string }), JsonObject])),
    premium: PremiumCodec,
  }),
]);

/**
 * The codes of a snapshot's optional benefits: `optionalBenefitCodes` when a purchase or an
 * endorsement wrote them, else the codes an older snapshot's named benefits carry or their English
 * names find (`benefitCode`, from the catalogue).
 */
export const benefitCodesOf = (
  plan: t.TypeOf<typeof PlanSnapshotCodec>,
  benefitCode: (englishName: string) => string | undefined,
): string[] =>
  plan.optionalBenefitCodes ??
  (plan.optionalBenefits ?? [])
    .map((b) => b.code ?? (b.en === undefined ? undefined : benefitCode(b.en)))
    .filter((c): c is string => typeof c === 'string');

/** The confirmation's benefit names: every optional benefit of a purchase's snapshot has both. */
export const NamedBenefitsCodec = t.array(Localized);

/** A dependent of a snapshot: one of an older policy may have no date of birth (migration 012). */
const SnapshotDependentCodec = t.intersection([
  t.type({ referenceNumber: t.number }),
  t.partial({
    dateOfBirth: CalendarDateCodec,
    firstName: t.string,
    lastName: t.string,
    relationship: t.string,
    tripCost: t.number,
  }),
]);

/** A booking's snapshot (EndorsementSnapshot), as a revert keeps it. */
const SnapshotCodec = t.type({
  startDate: CalendarDateCodec,
  endDate: CalendarDateCodec,
  departureLocation: t.string,
  destinations: t.array(t.string),
  paxes: t.array(t.type({ policyNumber: t.string, optionalBenefits: t.array(t.string) })),
  dependents: t.array(SnapshotDependentCodec),
});

/** money_moves.revert: what the booking goes back to when the card declines (PolicyRevert). */
export const PolicyRevertCodec = t.intersection([
  t.type({
    expectedVersion: t.number,
    premiums: t.array(t.type({ policyNumber: t.string, premium: t.number })),
    statuses: t.array(
      t.type({ policyNumber: t.string, status: literalUnion(POLICY_STATUSES, 'PolicyStatus') }),
    ),
    history: t.array(
      t.type({
        policyNumber: t.string,
        action: t.string,
        change: nullable(t.type({ fieldChanged: t.string, from: t.string, to: t.string })),
      }),
    ),
  }),
  t.partial({ snapshot: SnapshotCodec }),
]);

/** A row of money_moves (its jsonb parts and revert included). */
export const MoveRowCodec = t.type({
  id: t.string,
  group_number: t.string,
  action_key: t.string,
  idempotency_key: t.string,
  kind: t.union([t.literal('CHARGE'), t.literal('REFUND')]),
  method: literalUnion(PAYMENT_METHODS, 'PaymentMethod'),
  parts: jsonb(t.array(t.type({ policyNumber: t.string, amountCents: t.number }))),
  data_key: nullable(t.string),
  charge_ref: nullable(t.string),
  card_brand: nullable(t.string),
  card_last4: nullable(t.string),
  revert: jsonb(nullable(PolicyRevertCodec)),
  status: literalUnion(MONEY_MOVE_STATUSES, 'MoneyMoveStatus'),
  attempts: t.number,
  last_error: nullable(t.string),
});
