import 'reflect-metadata';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { QuoteFormRepository, QuoteInProgress } from '../quote-form.repository.port';
import { QUOTE_FORM_TOKENS } from '../quote-forms.tokens';

/** GET /sync-quote: the quote in progress read back, for the session asking only. */
@injectable()
export class ReadQuoteFormUseCase {
  constructor(
    @inject(QUOTE_FORM_TOKENS.QuoteForms) private readonly repo: Pick<QuoteFormRepository, 'findForm'>,
  ) {}

  execute(sessionToken: string): Effect.Effect<QuoteInProgress | null> {
    return Effect.promise(async () => (await this.repo.findForm(sessionToken)) ?? null);
  }
}
