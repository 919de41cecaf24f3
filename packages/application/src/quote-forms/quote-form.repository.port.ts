import type { CalendarDate, Language } from '@tripx/domain';

export interface LeadRecord {
  readonly id: string;
  readonly sessionToken: string | null;
  readonly organizationCode: string | null;
  readonly firstName: string | null;
  readonly email: string;
  readonly tripStartDate: CalendarDate | null;
  readonly language: Language;
}

export interface QuoteFormRepository {
  /** Keeps the latest quote form of a session (one row per session, replaced on each sync). */
  saveForm(
    sessionToken: string,
    form: Readonly<Record<string, unknown>>,
    payload: Readonly<Record<string, unknown>>,
  ): Promise<void>;
  saveLead(lead: LeadRecord): Promise<void>;
  findLead(id: string): Promise<LeadRecord | undefined>;
}
