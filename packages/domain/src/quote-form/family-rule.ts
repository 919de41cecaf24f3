import { LIMITS } from '../shared/limits';

const isAdult = (age: number): boolean => age > LIMITS.adultThreshold;

/**
 * Spec 5.1 familyRule. Among the travellers other than the primary: at most 2 are over 25, at
 * least one is 25 or younger, and when exactly one is 25 or younger someone in the family must
 * be over 25. That last "someone" includes the primary: read as "among the others" only, no
 * family of two could ever pass, which contradicts the minimum family size of 2 (spec 9).
 */
export const familyRuleHolds = (primaryAge: number, otherAges: readonly number[]): boolean => {
  const adults = otherAges.filter(isAdult).length;
  const young = otherAges.length - adults;
  if (adults > LIMITS.maxAdultCompanions || young < 1) return false;
  return young !== 1 || adults >= 1 || isAdult(primaryAge);
};
