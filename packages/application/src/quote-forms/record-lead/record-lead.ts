import 'reflect-metadata';
import type { CalendarDate, Language } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { IdSource } from '../../distribution/distribution-transactions.port';
import type { LeadRecord, QuoteFormRepository } from '../quote-form.repository.port';
import { QUOTE_FORM_TOKENS } from '../quote-forms.tokens';

export interface LeadInput {
  readonly email: string;
  readonly language: Language;
  readonly firstName?: string;
  readonly tripStartDate?: CalendarDate;
}

/** Remerchandise (spec 7.3): a consumer who left a quote can be reminded. Names are trimmed (5.6). */
export interface LeadContext {
  readonly sessionToken: string | null;
  readonly organizationCode: string | null;
}

export const recordLead = async (
  repo: Pick<QuoteFormRepository, 'saveLead'>,
  newId: () => string,
  context: LeadContext,
  input: LeadInput,
): Promise<LeadRecord> => {
  const lead: LeadRecord = {
    id: newId(),
    sessionToken: context.sessionToken,
    organizationCode: context.organizationCode,
    firstName: input.firstName?.trim() || null,
    email: input.email.trim(),
    tripStartDate: input.tripStartDate ?? null,
    language: input.language,
  };
  await repo.saveLead(lead);
  return lead;
};

@injectable()
export class RecordLeadUseCase {
  constructor(
    @inject(QUOTE_FORM_TOKENS.QuoteForms) private readonly repo: Pick<QuoteFormRepository, 'saveLead'>,
    @inject(QUOTE_FORM_TOKENS.Ids) private readonly ids: IdSource,
  ) {}

  execute(context: LeadContext, input: LeadInput): Effect.Effect<LeadRecord> {
    return Effect.promise(() => recordLead(this.repo, () => this.ids.newId(), context, input));
  }
}
