import { PAYMENT_METHODS } from '@tripx/domain';
import * as t from 'io-ts';
import { boundedString, CalendarDateCodec, literalUnion } from '../contracts/codecs';

const PolicyNumber = boundedString(20, 'PolicyNumber');
const Code = boundedString(40);
const Method = literalUnion(PAYMENT_METHODS, 'PaymentMethod');
/** The amount (cents) the staff member saw in the preview and confirmed: compared, never believed. */
const confirmedCents = t.Int;

/** The changed policy (EndorsementSnapshot) as the staff app sends it. */
export const EndorsementSnapshotCodec = t.type({
  startDate: CalendarDateCodec,
  endDate: CalendarDateCodec,
  departureLocation: boundedString(200),
  destinations: t.array(boundedString(200)),
  paxes: t.array(t.type({ policyNumber: PolicyNumber, optionalBenefits: t.array(Code) })),
  dependents: t.array(
    t.intersection([
      t.type({ referenceNumber: t.Int }),
      t.partial({
        firstName: boundedString(100),
        lastName: boundedString(100),
        dateOfBirth: CalendarDateCodec,
        relationship: Code,
        tripCost: t.Int,
      }),
    ]),
  ),
});

/** The day a POLICY_ADMIN prices and applies the change on (customApplicationDate; ignored from others). */
const ChosenDay = t.partial({ applicationDate: CalendarDateCodec });

export const ReQuotePolicyBody = t.intersection([
  t.type({ policyNumber: PolicyNumber, version: t.Int, changes: EndorsementSnapshotCodec }),
  ChosenDay,
]);

export const UpdatePolicyBody = t.intersection([
  t.type({ policyNumber: PolicyNumber, version: t.Int, changes: EndorsementSnapshotCodec }),
  t.partial({
    charge: t.intersection([t.type({ method: Method }), t.partial({ dataKey: boundedString(200) })]),
    refundMethod: Method,
    confirmedCents,
  }),
  ChosenDay,
]);

export const RetryPolicyUpdateBody = t.type({ policyNumber: PolicyNumber });

export const CancelPolicyBody = t.intersection([
  t.type({
    cancellationReason: boundedString(500),
    paxes: t.array(t.type({ policyNumber: PolicyNumber })),
  }),
  t.partial({ provinceOfResidence: Code, confirmedCents }),
]);

export const ReinstatePolicyBody = t.intersection([
  t.type({ policyNumber: PolicyNumber }),
  t.partial({
    payment: t.intersection([t.type({ method: Method }), t.partial({ dataKey: boundedString(200) })]),
    confirmedCents,
  }),
]);

export const AddNoteBody = t.type({ note: boundedString(4000) });
