import 'reflect-metadata';
import type { CalendarDate, Language } from '@tripx/domain';
import { Effect } from 'effect';
import { inject, injectable } from 'inversify';
import type { LeadRecord } from '../quote-form.repository.port';
import { SAVED_QUOTE_DEPS, type SavedQuoteDeps } from '../saved-quote.deps';

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

/** How long a saved quote's resume link works. */
export const SAVED_QUOTE_DAYS = 30;
const DAY_MS = 86_400_000;

/** A lead recorded, and the signed token of the link that resumes its quote. */
export interface RecordedLead {
  /** A lead just recorded always has the date its resume link stops working. */
  readonly lead: LeadRecord;
  readonly resumeToken: string;
}

/**
 * "Save my quote": the lead keeps a copy of the session's quote in progress (never an id or a quote
 * from the body) with the total the server prices it at now, keys the quote in progress to the
 * e-mail, and gets a resume token valid SAVED_QUOTE_DAYS days.
 */
export const recordLead = (
  deps: SavedQuoteDeps,
  context: LeadContext,
  input: LeadInput,
): Effect.Effect<RecordedLead> =>
  Effect.gen(function* () {
    const email = input.email.trim();
    const { sessionToken, organizationCode } = context;
    const inProgress = sessionToken
      ? yield* Effect.promise(() => deps.repo.findForm(sessionToken))
      : undefined;
    const totalCents = inProgress
      ? yield* deps.pricer.totalCents(inProgress.payload, organizationCode)
      : undefined;
    const expiresAt = new Date(deps.now().getTime() + SAVED_QUOTE_DAYS * DAY_MS).toISOString();
    const lead: LeadRecord = {
      id: deps.newId(),
      sessionToken,
      organizationCode,
      firstName: input.firstName?.trim() || null,
      email,
      tripStartDate: input.tripStartDate ?? null,
      language: input.language,
      quote: inProgress
        ? {
            form: inProgress.form,
            payload: inProgress.payload,
            progress: inProgress.progress,
            totalCents: totalCents ?? null,
          }
        : null,
      expiresAt,
    };
    yield* Effect.promise(() => deps.repo.saveLead(lead));
    if (sessionToken && inProgress) yield* Effect.promise(() => deps.repo.attachEmail(sessionToken, email));
    return { lead, resumeToken: deps.tokens.issue({ leadId: lead.id, expiresAt }) };
  });

@injectable()
export class RecordLeadUseCase {
  constructor(@inject(SAVED_QUOTE_DEPS) private readonly deps: SavedQuoteDeps) {}

  execute(context: LeadContext, input: LeadInput): Effect.Effect<RecordedLead> {
    return recordLead(this.deps, context, input);
  }
}
