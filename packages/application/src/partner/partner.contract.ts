import * as t from 'io-ts';
import { boundedString, intFromString } from '../contracts/codecs';
import { describedAs } from '../contracts/self-describing';

/** An instant written as ISO 8601 with its offset (`2026-11-27T09:00:00-05:00`, `…Z`). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const isInstant = (u: unknown): u is string =>
  typeof u === 'string' && u.length <= 40 && INSTANT.test(u) && !Number.isNaN(Date.parse(u));

export const InstantCodec = describedAs(
  new t.Type<string, string, unknown>(
    'Instant',
    isInstant,
    (u, c) => (isInstant(u) ? t.success(u) : t.failure(u, c)),
    t.identity,
  ),
  { type: 'string', format: 'date-time' },
);

/** GET /partner/v1/policies: what changed since an instant, a page at a time. */
export const PartnerPolicyListQuery = t.intersection([
  t.type({ updatedSince: InstantCodec }),
  t.partial({ offset: intFromString(0, 1_000_000), limit: intFromString(1, 100) }),
]);
export type PartnerPolicyListQuery = t.TypeOf<typeof PartnerPolicyListQuery>;

/** POST /partner/v1/policies/{policyNumber}/cancel: why (the refund is the cancellation rule's). */
export const PartnerCancelBody = t.type({ cancellationReason: boundedString(500) });
export type PartnerCancelBody = t.TypeOf<typeof PartnerCancelBody>;

/** A field a problem points at: its path in the request, and the code of what is wrong with it. */
export const ProblemFieldCodec = t.type({ name: t.string, code: t.string });

/**
 * A refusal of the partner API (RFC 9457 `application/problem+json`), with our extensions: the
 * spec's `code` (the same as the apps' error codes) and the `fields` it points at.
 */
export const ProblemCodec = t.type({
  type: t.string,
  title: t.string,
  status: t.number,
  detail: t.string,
  code: t.string,
  fields: t.array(ProblemFieldCodec),
});
export type ProblemDocument = t.TypeOf<typeof ProblemCodec>;
