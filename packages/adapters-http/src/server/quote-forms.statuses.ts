import type { QuoteFormsError } from '@tripx/application';
import type { Statuses } from './answer-effect';

/** The quote-forms context's failures as the API answers them: a link not ours, or past its days. */
export const QUOTE_FORMS_STATUSES: Statuses<QuoteFormsError> = {
  ResumeLinkInvalid: 404,
  ResumeLinkExpired: 410,
};
