import type { FieldError } from '../shared/result';
import { personNameErrors, type PersonNameCode } from './person-name';

export interface CardHolderNames {
  /**
   * The traveller form's individualPayment flag (spec 3: the string 'true' / 'false'). Spec 5.6: with
   * individual payment each traveller names a card holder; otherwise one name serves the whole booking.
   */
  readonly individualPayment: boolean | string;
  /** The single name, used when payment is not individual. */
  readonly cardHolderName?: string | null;
  readonly travellers: readonly { readonly paxId: string; readonly cardHolderName?: string | null }[];
}

const isIndividual = (flag: boolean | string): boolean => flag === true || flag === 'true';

const nameErrors = (field: string, name: string | null | undefined): FieldError<CardHolderNameCode>[] =>
  personNameErrors(field, name, 'cardHolderNameRequired');

export type CardHolderNameCode = 'cardHolderNameRequired' | PersonNameCode;

/**
 * Errors of the card holder name(s): fields `cardHolderName` or `travellers.<paxId>.cardHolderName`.
 * A blank name counts as missing, since names are trimmed; a name is a person's name (`personNameErrors`).
 */
export const cardHolderNameErrors = (input: CardHolderNames): FieldError<CardHolderNameCode>[] =>
  isIndividual(input.individualPayment)
    ? input.travellers.flatMap((t) => nameErrors(`travellers.${t.paxId}.cardHolderName`, t.cardHolderName))
    : nameErrors('cardHolderName', input.cardHolderName);
