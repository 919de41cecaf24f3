import type { IdSource } from '../distribution/distribution-transactions.port';
import type { ClockPort } from '../rating/clock.port';
import type { QuoteFormRepository } from './quote-form.repository.port';
import type { ResumeTokens } from './resume-tokens.port';
import type { SavedQuotePricer } from './saved-quote-pricer.port';
import { QUOTE_FORM_TOKENS } from './quote-forms.tokens';

/** What saving and resuming a quote need: the store, ids, the clock, signed tokens, today's price. */
export interface SavedQuoteDeps {
  readonly repo: Pick<QuoteFormRepository, 'saveLead' | 'findLead' | 'findForm' | 'saveForm' | 'attachEmail'>;
  readonly newId: () => string;
  readonly now: () => Date;
  readonly tokens: ResumeTokens;
  readonly pricer: SavedQuotePricer;
}

/** The saved-quote use cases' deps from the context's ports (bound once by quoteFormsModule). */
export const SAVED_QUOTE_DEPS = Symbol.for('tripx.quoteForms.SavedQuoteDeps');

export const savedQuoteDeps = (ports: { get<T>(id: symbol): T }): SavedQuoteDeps => {
  const ids = ports.get<IdSource>(QUOTE_FORM_TOKENS.Ids);
  const clock = ports.get<ClockPort>(QUOTE_FORM_TOKENS.Clock);
  return {
    repo: ports.get(QUOTE_FORM_TOKENS.QuoteForms),
    newId: () => ids.newId(),
    now: () => clock.now(),
    tokens: ports.get(QUOTE_FORM_TOKENS.ResumeTokens),
    pricer: ports.get(QUOTE_FORM_TOKENS.Pricer),
  };
};
