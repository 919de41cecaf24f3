import { Data } from 'effect';

/** A resume link this server did not sign, or whose saved quote is gone. */
export class ResumeLinkInvalid extends Data.TaggedError('ResumeLinkInvalid')<{
  readonly code: 'resumeLinkInvalid';
  readonly message: string;
}> {}

/** A resume link past its 30 days: the buyer is offered a new quote. */
export class ResumeLinkExpired extends Data.TaggedError('ResumeLinkExpired')<{
  readonly code: 'resumeLinkExpired';
  readonly message: string;
}> {}

export type QuoteFormsError = ResumeLinkInvalid | ResumeLinkExpired;
export const QUOTE_FORMS_ERROR_CODES = ['resumeLinkInvalid', 'resumeLinkExpired'] as const;

export const resumeLinkInvalid = () =>
  new ResumeLinkInvalid({ code: 'resumeLinkInvalid', message: 'This link to a saved quote is not valid.' });
export const resumeLinkExpired = () =>
  new ResumeLinkExpired({ code: 'resumeLinkExpired', message: 'This link to a saved quote has expired.' });
