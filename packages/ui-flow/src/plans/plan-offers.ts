import type { EligibilityResponse, PlanEligibility } from '@tripx/application';
import type { CardInputs, ProductCardState } from '@tripx/domain';
import { cardKey } from './plan-cards';

/** The server's eligibility answer for one traveller and plan, with the traveller's age. */
export interface TravellerOffer {
  readonly paxId: number;
  readonly age: number;
  readonly offer: PlanEligibility;
}

/** Why a traveller cannot have a plan or an option: reason codes of the rating (`errors.rating`). */
export interface TravellerReasons {
  readonly paxId: number;
  readonly age: number;
  readonly reasons: readonly string[];
}

export type OptionName = 'coverageAmount' | 'deductible' | 'daysPerTrip';

/** One value of a card's option: offered to everyone the card covers, or why not, per traveller. */
export interface OptionAvailability {
  readonly value: number;
  readonly offered: boolean;
  readonly why: readonly TravellerReasons[];
}

const LIST: Readonly<Record<OptionName, 'coverageAmounts' | 'deductibles' | 'daysPerTrip'>> = {
  coverageAmount: 'coverageAmounts',
  deductible: 'deductibles',
  daysPerTrip: 'daysPerTrip',
};

/** The answer by card key (`paxId:code`). */
export const offersByCard = (answer: EligibilityResponse): ReadonlyMap<string, TravellerOffer> =>
  new Map(
    answer.paxes.flatMap((pax) =>
      pax.plans.map(
        (offer) =>
          [
            cardKey(pax.referenceNumber, offer.code),
            { paxId: pax.referenceNumber, age: pax.age, offer },
          ] as const,
      ),
    ),
  );

/** The travellers a plan is refused to, with their reasons (empty when offered to all, or not known). */
export const planRefusals = (offers: readonly TravellerOffer[]): TravellerReasons[] =>
  offers
    .filter((o) => o.offer.status === 'NOT_ELIGIBLE')
    .map((o) => ({ paxId: o.paxId, age: o.age, reasons: o.offer.reasons }));

/**
 * Each value of an option as the card offers it: to every traveller it covers (a family's card covers
 * them all). A value the answer does not know (no answer yet) is offered: the quote still decides.
 */
export const optionAvailability = (
  offers: readonly TravellerOffer[],
  option: OptionName,
  values: readonly number[],
): OptionAvailability[] =>
  values.map((value) => {
    const why = offers.flatMap((o) => {
      const found = o.offer[LIST[option]].find((v) => v.value === value);
      return found && !found.offered ? [{ paxId: o.paxId, age: o.age, reasons: found.reasons }] : [];
    });
    return { value, offered: why.length === 0, why };
  });

/** The add-on's reasons for the travellers it is not offered to (empty when offered). */
export const addonRefusals = (offers: readonly TravellerOffer[], code: string): TravellerReasons[] =>
  offers.flatMap((o) => {
    const addon = o.offer.addons.find((a) => a.code === code);
    return addon && !addon.offered ? [{ paxId: o.paxId, age: o.age, reasons: addon.reasons }] : [];
  });

/** The offered value closest to `current`: the next one up, else the highest below. */
const nearestOffered = (current: number, list: readonly OptionAvailability[]): number | undefined => {
  const offered = list.filter((o) => o.offered).map((o) => o.value);
  return offered.find((v) => v >= current) ?? offered[offered.length - 1];
};

/**
 * A card whose parameters name a value no longer offered takes the nearest offered one, and waits for
 * a new price; a card whose values are all offered is returned as it is.
 */
export const withOfferedInputs = (
  card: ProductCardState,
  offers: readonly TravellerOffer[],
): ProductCardState => {
  let inputs: CardInputs = card.inputs;
  const move = (option: OptionName, current: number | undefined): number | undefined => {
    if (current === undefined) return undefined;
    const values = offers[0]?.offer[LIST[option]].map((o) => o.value) ?? [];
    const list = optionAvailability(offers, option, values);
    return list.find((o) => o.value === current)?.offered === false
      ? nearestOffered(current, list)
      : undefined;
  };
  const deductible = move('deductible', card.inputs.deductible);
  if (deductible !== undefined) inputs = { ...inputs, deductible };
  const coverageAmount = move('coverageAmount', card.inputs.coverageAmount);
  if (coverageAmount !== undefined) inputs = { ...inputs, coverageAmount };
  const days = card.topUp || !/^\d+$/.test(card.inputs.tripDays) ? undefined : Number(card.inputs.tripDays);
  const daysPerTrip = move('daysPerTrip', days);
  if (daysPerTrip !== undefined) inputs = { ...inputs, tripDays: String(daysPerTrip) };
  return inputs === card.inputs ? card : { ...card, inputs, premium: undefined };
};
