import type { CalendarDate, Language } from '@tripx/domain';

type JsonObject = Readonly<Record<string, unknown>>;

/**
 * The quote in progress as the purchase app syncs it (POST /sync-quote): the quote form, the quote
 * payload it makes (with the chosen plans once there are), and every step's answers (`progress`,
 * the app's own snapshot, opaque here: the app decodes it again when it reads it back).
 */
export interface QuoteFormSync {
  readonly form: JsonObject;
  readonly payload: JsonObject;
  readonly progress?: JsonObject;
}

/** The quote in progress kept with a session; `email` once the buyer gave one (a saved quote). */
export interface QuoteInProgress {
  readonly form: JsonObject;
  readonly payload: JsonObject;
  readonly progress: JsonObject;
  readonly email: string | null;
  /** When the quote last changed (a sync of the same quote leaves it); null when unknown. */
  readonly changedAt: Date | null;
}

/** What a saved quote keeps of the quote in progress, and the total the server priced it at then. */
export interface SavedQuoteSnapshot {
  readonly form: JsonObject;
  readonly payload: JsonObject;
  readonly progress: JsonObject;
  readonly totalCents: number | null;
}

export interface LeadRecord {
  readonly id: string;
  readonly sessionToken: string | null;
  readonly organizationCode: string | null;
  readonly firstName: string | null;
  readonly email: string;
  readonly tripStartDate: CalendarDate | null;
  readonly language: Language;
  /** The quote the lead saved (none when the session had no quote in progress). */
  readonly quote: SavedQuoteSnapshot | null;
  /** When its resume link stops working (ISO instant). */
  readonly expiresAt: string;
}

export interface QuoteFormRepository {
  /** Keeps the latest quote in progress of a session (one row per session, replaced on each sync). */
  saveForm(sessionToken: string, sync: QuoteFormSync): Promise<void>;
  /** The session's quote in progress, if it synced one. */
  findForm(sessionToken: string): Promise<QuoteInProgress | undefined>;
  /** Keys the session's quote in progress to the buyer's e-mail as well. */
  attachEmail(sessionToken: string, email: string): Promise<void>;
  saveLead(lead: LeadRecord): Promise<void>;
  findLead(id: string): Promise<LeadRecord | undefined>;
}
