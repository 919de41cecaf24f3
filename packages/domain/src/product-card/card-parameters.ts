import { DEDUCTIBLE_PLAN_CODES, isOneOf } from '../shared/enums';
import { fieldError, type FieldError } from '../shared/result';
import { cardInputNumber } from './card-inputs';
import { parametersVisible } from './card-questionnaire';
import type { ProductCardCode } from './product-card.codes';
import type { ProductCardState } from './product-card.types';
import { topUpDaysErrors, topUpDaysExceedMax } from './top-up-days';

type CardError = FieldError<ProductCardCode>;

/** Trip cost above the card's maximum; the message gets the maximum in cents to format. */
export const tripCostAboveMax = (card: ProductCardState): boolean => {
  const dollars = cardInputNumber(card.inputs.tripCost);
  return dollars !== undefined && card.tripCostMaxAmt !== undefined && dollars * 100 > card.tripCostMaxAmt;
};

/**
 * The MQ deductible rule (spec 5.3): once the questionnaire is taken, the plans of
 * DEDUCTIBLE_PLAN_CODES must carry a deductible above 0.
 */
export const mqDeductibleError = (card: ProductCardState): CardError | undefined =>
  card.mq.required &&
  card.mq.taken &&
  isOneOf(DEDUCTIBLE_PLAN_CODES, card.code) &&
  !((card.inputs.deductible ?? 0) > 0)
    ? fieldError('deductible', 'mqDeductibleRequired')
    : undefined;

const requiredErrors = (card: ProductCardState): CardError[] => {
  const { needs, inputs } = card;
  const missing: [boolean, string, ProductCardCode][] = [
    [needs.tripDays && inputs.tripDays === '', 'tripDays', 'tripDaysRequired'],
    [needs.tripCost && inputs.tripCost === '', 'tripCost', 'tripCostRequired'],
    [needs.coverageAmount && inputs.coverageAmount === undefined, 'coverageAmount', 'coverageAmountRequired'],
    [needs.deductible && inputs.deductible === undefined, 'deductible', 'deductibleRequired'],
    [
      needs.sumInsuredAfter && inputs.sumInsuredAfter === undefined,
      'sumInsuredAfter',
      'sumInsuredAfterRequired',
    ],
  ];
  return missing.filter(([isMissing]) => isMissing).map(([, field, code]) => fieldError(field, code));
};

/** Every error of the card's parameters, for the labels under the fields (shown after touch). */
export const cardParameterErrors = (card: ProductCardState): CardError[] => {
  const errors = requiredErrors(card);
  if (card.needs.tripCost && tripCostAboveMax(card)) {
    errors.push(fieldError('tripCost', 'tripCostExceedsMax', { tripCostMaxAmt: card.tripCostMaxAmt ?? 0 }));
  }
  if (card.needs.tripDays && card.topUp) errors.push(...topUpDaysErrors(card.topUp, card.inputs.tripDays));
  const mq = mqDeductibleError(card);
  if (mq) errors.push(mq);
  return errors;
};

const topUpTooLong = (card: ProductCardState): boolean => {
  const days = cardInputNumber(card.inputs.tripDays);
  return card.topUp !== undefined && days !== undefined && topUpDaysExceedMax(card.topUp, days);
};

/**
 * Whether Calculate (the premium refresh) is enabled. Spec 5.3 disables it when trip days and trip
 * cost are both empty (read: every one of them the card asks for), the trip cost is above its
 * maximum, a required trip cost or coverage amount is missing, or the top-up days exceed the
 * maximum. Spec 4.3 adds "only when parameters are complete and valid", hence also: not while a
 * calculation runs, not while the parameters are hidden by the questionnaire, not with a top-up
 * ending before the application date, and not against the MQ deductible rule.
 */
export const calculateEnabled = (card: ProductCardState): boolean => {
  const { needs, inputs } = card;
  const askedDays = needs.tripDays ? [inputs.tripDays] : [];
  const askedCost = needs.tripCost ? [inputs.tripCost] : [];
  const asked = [...askedDays, ...askedCost];
  if (card.calculating || !parametersVisible(card)) return false;
  if (asked.length > 0 && asked.every((text) => text === '')) return false;
  if (needs.tripCost && (inputs.tripCost === '' || tripCostAboveMax(card))) return false;
  if (needs.coverageAmount && inputs.coverageAmount === undefined) return false;
  if (topUpTooLong(card)) return false;
  if (needs.tripDays && card.topUp && topUpDaysErrors(card.topUp, inputs.tripDays).length > 0) return false;
  return mqDeductibleError(card) === undefined;
};

/**
 * A card can go forward (spec 5.3): the deductible, trip days and sum insured after it asks for are
 * filled, and it has a positive premium. The MQ deductible rule holds too: a premium computed
 * before the questionnaire does not make a zero deductible acceptable.
 */
export const cardValid = (card: ProductCardState): boolean => {
  const { needs, inputs } = card;
  if (needs.deductible && inputs.deductible === undefined) return false;
  if (needs.tripDays && inputs.tripDays === '') return false;
  if (needs.sumInsuredAfter && inputs.sumInsuredAfter === undefined) return false;
  if (mqDeductibleError(card) !== undefined) return false;
  return card.premium !== undefined && Number.isSafeInteger(card.premium) && card.premium > 0;
};
