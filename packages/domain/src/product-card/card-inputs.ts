import { LIMITS } from '../shared/limits';
import type { CardInputs, CardParameterValues, ProductCardState } from './product-card.types';

const digitsOnly = (raw: unknown): string => (typeof raw === 'string' ? raw.replace(/\D/g, '') : '');

/**
 * Top-up trip days as typed (spec 5.3): digits only, at most 3, and zero becomes empty because
 * zero days is no top-up. Leading zeros go first so that "0123" keeps the digits the user meant.
 */
export const maskTopUpTripDays = (raw: unknown): string =>
  digitsOnly(raw).replace(/^0+/, '').slice(0, LIMITS.tripDaysMaxLength);

/** Trip cost in whole dollars through the 5-digit numeric mask (spec 5.3, 9). A lone 0 stays. */
export const maskCardTripCost = (raw: unknown): string => {
  const digits = digitsOnly(raw);
  const trimmed = digits.replace(/^0+/, '');
  return (trimmed === '' && digits !== '' ? '0' : trimmed).slice(0, LIMITS.tripCostMaskDigits);
};

export type CardTextInput = 'tripDays' | 'tripCost';
export type CardPickedOption = 'deductible' | 'coverageAmount' | 'sumInsuredAfter';

const MASKS: Readonly<Record<CardTextInput, (raw: unknown) => string>> = {
  tripDays: maskTopUpTripDays,
  tripCost: maskCardTripCost,
};

/** A parameter changed: the old premium no longer matches the parameters, so it is dropped. */
export const cardTextInputChanged = (
  card: ProductCardState,
  input: CardTextInput,
  raw: unknown,
): ProductCardState => ({
  ...card,
  premium: undefined,
  inputs: { ...card.inputs, [input]: MASKS[input](raw) },
});

export const cardOptionPicked = (
  card: ProductCardState,
  option: CardPickedOption,
  value: number | undefined,
): ProductCardState => {
  const kept = value === undefined || Number.isFinite(value) ? value : undefined;
  return { ...card, premium: undefined, inputs: { ...card.inputs, [option]: kept } };
};

/** The inputs as numbers; an empty input is absent. */
export const cardInputNumber = (text: string): number | undefined => (text === '' ? undefined : Number(text));

/** The values the card sends with its plan entry (tripPreference). */
export const cardParameterValues = (inputs: CardInputs): CardParameterValues => {
  const entries: [keyof CardParameterValues, number | undefined][] = [
    ['tripCost', cardInputNumber(inputs.tripCost)],
    ['daysPerTrip', cardInputNumber(inputs.tripDays)],
    ['deductible', inputs.deductible],
    ['coverageAmount', inputs.coverageAmount],
    ['sumInsuredAfter', inputs.sumInsuredAfter],
  ];
  return Object.fromEntries(entries.filter(([, v]) => v !== undefined && Number.isFinite(v)));
};
