import type { CalendarDate, Language } from '@tripx/domain';
import type { LeadRecord, QuoteFormRepository } from '../quote-form.repository.port';

export interface LeadInput {
  readonly email: string;
  readonly language: Language;
  readonly firstName?: string;
  readonly tripStartDate?: CalendarDate;
}

/** Remerchandise (spec 7.3): a consumer who left a quote can be reminded. Names are trimmed (5.6). */
export const recordLead = async (
  repo: Pick<QuoteFormRepository, 'saveLead'>,
  newId: () => string,
  context: { readonly sessionToken: string | null; readonly organizationCode: string | null },
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
