import { ContainerModule } from 'inversify';
import { RecordLeadUseCase } from './record-lead/record-lead';
import { SyncQuoteFormUseCase } from './sync-quote-form/sync-quote-form';

/** The quote-forms context's use cases; its ports (QUOTE_FORM_TOKENS) are bound by the server or a test. */
export const quoteFormsModule = new ContainerModule(({ bind }) => {
  bind(SyncQuoteFormUseCase).toSelf().inSingletonScope();
  bind(RecordLeadUseCase).toSelf().inSingletonScope();
});

/** The use cases the HTTP edge calls, taken from a container that loaded quoteFormsModule. */
export const quoteFormsUseCases = (container: { get<T>(id: abstract new (...args: never[]) => T): T }) => ({
  syncQuoteForm: container.get(SyncQuoteFormUseCase),
  recordLead: container.get(RecordLeadUseCase),
});
export type QuoteFormsUseCases = ReturnType<typeof quoteFormsUseCases>;
