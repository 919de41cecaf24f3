import { ContainerModule } from 'inversify';
import { SAVED_QUOTE_DEPS, savedQuoteDeps } from './saved-quote.deps';
import { PurgeQuoteProgressUseCase } from './purge-quote-progress/purge-quote-progress';
import { ReadQuoteFormUseCase } from './read-quote-form/read-quote-form';
import { RecordLeadUseCase } from './record-lead/record-lead';
import { ResumeSavedQuoteUseCase } from './resume-saved-quote/resume-saved-quote';
import { SyncQuoteFormUseCase } from './sync-quote-form/sync-quote-form';

/** The quote-forms context's use cases; its ports (QUOTE_FORM_TOKENS) are bound by the server or a test. */
export const quoteFormsModule = new ContainerModule(({ bind }) => {
  bind(SAVED_QUOTE_DEPS)
    .toDynamicValue((ctx) => savedQuoteDeps(ctx))
    .inSingletonScope();
  bind(SyncQuoteFormUseCase).toSelf().inSingletonScope();
  bind(ReadQuoteFormUseCase).toSelf().inSingletonScope();
  bind(RecordLeadUseCase).toSelf().inSingletonScope();
  bind(ResumeSavedQuoteUseCase).toSelf().inSingletonScope();
  bind(PurgeQuoteProgressUseCase).toSelf().inSingletonScope();
});

/** The use cases the HTTP edge calls, taken from a container that loaded quoteFormsModule. */
export const quoteFormsUseCases = (container: { get<T>(id: abstract new (...args: never[]) => T): T }) => ({
  syncQuoteForm: container.get(SyncQuoteFormUseCase),
  readQuoteForm: container.get(ReadQuoteFormUseCase),
  recordLead: container.get(RecordLeadUseCase),
  resumeSavedQuote: container.get(ResumeSavedQuoteUseCase),
  purgeQuoteProgress: container.get(PurgeQuoteProgressUseCase),
});
export type QuoteFormsUseCases = ReturnType<typeof quoteFormsUseCases>;
