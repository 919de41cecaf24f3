import type { QuoteProgressService } from '@tripx/application';
import { fieldError, validateEmail, type FieldError, type Language } from '@tripx/domain';
import { action, makeObservable, observable, runInAction } from 'mobx';

/** Where a save's error label lives: the e-mail rule's codes (errors.inputs) or the API's (errors.api). */
export type SaveQuoteError = FieldError & { readonly ns: 'errors.inputs' | 'errors.api' };

/**
 * "Save my quote" (spec 7.3, issue 16 item 2): the buyer's e-mail, checked as the server checks it,
 * sent to POST /api/policies/lead, which e-mails a link valid 30 days; `savedUntil` is its end.
 */
export class SaveQuoteStore {
  email = '';
  error: SaveQuoteError | undefined = undefined;
  /** The link's end (an instant) once the server sent it. */
  savedUntil: string | undefined = undefined;
  sending = false;

  constructor(
    private readonly service: Pick<QuoteProgressService, 'save'>,
    private readonly lang: () => Language,
    /** Resolves once the server holds the tab's quote as it is now (the lead copies the server's copy). */
    private readonly synced: () => Promise<void>,
  ) {
    makeObservable(this, {
      email: observable,
      error: observable.ref,
      savedUntil: observable,
      sending: observable,
      emailChanged: action,
      save: action,
    });
  }

  emailChanged(text: string): void {
    this.email = text;
    this.error = undefined;
    this.savedUntil = undefined;
  }

  /** Checks the e-mail, then asks the server to save and send the link; errors go on the field. */
  async save(): Promise<void> {
    const checked = validateEmail(this.email);
    if (!checked.ok) {
      this.error = { ...(checked.errors[0] ?? fieldError('email', 'emailInvalid')), ns: 'errors.inputs' };
      return;
    }
    this.sending = true;
    // The quote saved is the one on the screen, not the server's copy of a moment ago (its sync is throttled).
    await this.synced();
    const r = await this.service.save({ email: checked.value, language: this.lang() });
    runInAction(() => {
      this.sending = false;
      if (r.ok) this.savedUntil = r.value.expiresAt;
      else this.error = { ...fieldError('email', r.failure.code), ns: 'errors.api' };
    });
  }
}
