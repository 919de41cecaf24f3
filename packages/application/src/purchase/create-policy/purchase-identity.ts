import type { ValidPurchase } from './validate-purchase';

const name = (n: string | undefined) => (n ?? '').trim().toLowerCase();

/**
 * What makes two purchases the same one (PRODUCT.md "one purchase per quote"): the same travellers
 * (names, dates of birth), the same trip dates and the same plans. Payment, contact and language
 * do not count: paying again with another card is still buying the same cover twice.
 */
export const purchaseIdentity = (p: ValidPurchase) => ({
  category: p.travellerCategory,
  type: p.travellerType,
  trip: [p.tripInformation.tripType, p.tripInformation.startDate, p.tripInformation.endDate],
  travellers: p.paxes.map((x) => [name(x.firstName), name(x.lastName), x.dateOfBirth, x.plans]),
  dependents: (p.dependents ?? []).map((d) => [name(d.firstName), name(d.lastName), d.dateOfBirth]),
});
