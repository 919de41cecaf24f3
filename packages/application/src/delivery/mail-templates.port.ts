import type { CalendarDate, Language } from '@tripx/domain';
import type { ConfirmationView } from './confirmation-view';

/** Subject and bodies of an e-mail in one language; html is escaped by the templates. */
export interface MailContent {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** The saved-quote (remerchandise) e-mail of a lead (spec 7.3). */
export interface SavedQuoteMail {
  readonly firstName: string | null;
  readonly tripStartDate: CalendarDate | null;
  /** An absolute http(s) link that reopens the quote. */
  readonly quoteLink: string;
  /** When the link stops working (ISO instant), said as its day in Toronto. */
  readonly linkExpiresAt?: string;
}

/** E-mail wording in EN and FR; pure functions, implemented next to the PDF. */
export interface MailTemplates {
  confirmation(view: ConfirmationView, lang: Language): MailContent;
  savedQuote(mail: SavedQuoteMail, lang: Language): MailContent;
}
