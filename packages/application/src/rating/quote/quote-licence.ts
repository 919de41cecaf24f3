import { PROVINCES } from '@tripx/domain';
import * as t from 'io-ts';
import { literalUnion } from '../../contracts/codecs';
import type { LicenceRefused } from '../../distribution/distribution.errors';
import {
  licenceRefusal,
  type LicenceReads,
  type Seller,
} from '../../distribution/assert-agent-may-book/licence-refusal';

/** Only the part of a quote request the licence depends on. */
const ProvinceOfTrip = t.type({
  tripInformation: t.type({ provinceOfResidence: literalUnion(PROVINCES, 'Province') }),
});

/**
 * A quote by an agent: the licence refusal (as for the purchase) when the agent may not sell
 * in the trip's province, so the booking screen shows it at the quote step, before anything else
 * is filled in. A body without a valid province is left to the quote's own decoding (400).
 */
export const quoteLicenceRefusal = async (
  read: LicenceReads,
  seller: Seller,
  body: unknown,
  now: Date,
): Promise<LicenceRefused | undefined> =>
  ProvinceOfTrip.is(body)
    ? licenceRefusal(read, seller, body.tripInformation.provinceOfResidence, now)
    : undefined;
