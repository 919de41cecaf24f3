import type { CardEntryCode, PaymentUnavailable } from '@tripx/application';
import type { FieldError } from '@tripx/domain';

/** The frame's entry did not pass the provider's own check (the frame checks first; this is the guard). */
export interface CardEntryInvalid {
  readonly _tag: 'CardEntryInvalid';
  readonly code: 'cardEntryInvalid';
  readonly fields: readonly FieldError<CardEntryCode>[];
}

export type TokenizeError = CardEntryInvalid | PaymentUnavailable;

export const cardEntryInvalid = (fields: readonly FieldError<CardEntryCode>[]): CardEntryInvalid => ({
  _tag: 'CardEntryInvalid',
  code: 'cardEntryInvalid',
  fields,
});
