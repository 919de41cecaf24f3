import type { LeadRecord, QuoteFormRepository, QuoteFormSync, QuoteInProgress } from '@tripx/application';
import { JsonObject } from '@tripx/application';
import type { CalendarDate, Language } from '@tripx/domain';
import { sql } from 'kysely';
import type { Db } from '../database/database';
import { decodeColumn } from '../decode/decode-row';
import { SavedQuoteColumn } from './quote-form-rows.codec';
import { hashToken } from './sql-session.repository';

/** The quote in progress of a session (hashed as sessions are) and saved quotes (leads). */
export class SqlQuoteFormRepository implements QuoteFormRepository {
  constructor(private readonly db: Db) {}

  async saveForm(sessionToken: string, sync: QuoteFormSync): Promise<void> {
    // The database's clock, as session_policies.created_at: whether the quote was bought compares the
    // two, and instances whose clocks drift apart share one database.
    const now = sql<Date>`now()`;
    const row = {
      form: JSON.stringify(sync.form),
      payload: JSON.stringify(sync.payload),
      progress: JSON.stringify(sync.progress ?? {}),
      updated_at: now,
    };
    await this.db
      .insertInto('synced_quote_forms')
      .values({ session_hash: hashToken(sessionToken), ...row, changed_at: now })
      .onConflict((oc) =>
        oc.column('session_hash').doUpdateSet({
          ...row,
          // The same answers synced again (another step's, a reload, the payload in the other language)
          // are the same quote: the payload is made from them.
          changed_at: sql<Date>`case when (synced_quote_forms.form, synced_quote_forms.progress)
            is distinct from (excluded.form, excluded.progress)
            then excluded.changed_at else synced_quote_forms.changed_at end`,
        }),
      )
      .execute();
  }

  async findForm(sessionToken: string): Promise<QuoteInProgress | undefined> {
    const id = hashToken(sessionToken);
    const r = await this.db
      .selectFrom('synced_quote_forms')
      .select(['form', 'payload', 'progress', 'email', 'changed_at'])
      .where('session_hash', '=', id)
      .executeTakeFirst();
    if (!r) return undefined;
    const at = (column: string) => ({ table: 'synced_quote_forms', id, column });
    return {
      form: decodeColumn(JsonObject, at('form'), r.form),
      payload: decodeColumn(JsonObject, at('payload'), r.payload),
      progress: decodeColumn(JsonObject, at('progress'), r.progress),
      email: r.email,
      changedAt: r.changed_at && new Date(r.changed_at),
    };
  }

  async attachEmail(sessionToken: string, email: string): Promise<void> {
    await this.db
      .updateTable('synced_quote_forms')
      .set({ email })
      .where('session_hash', '=', hashToken(sessionToken))
      .execute();
  }

  async saveLead(lead: LeadRecord): Promise<void> {
    await this.db
      .insertInto('leads')
      .values({
        id: lead.id,
        session_hash: lead.sessionToken ? hashToken(lead.sessionToken) : null,
        organization_code: lead.organizationCode,
        first_name: lead.firstName,
        email: lead.email,
        trip_start_date: lead.tripStartDate,
        language: lead.language,
        payload: JSON.stringify({
          firstName: lead.firstName,
          email: lead.email,
          tripStartDate: lead.tripStartDate,
        }),
        quote: lead.quote ? JSON.stringify(lead.quote) : null,
        quoted_total_cents: lead.quote?.totalCents ?? null,
        expires_at: lead.expiresAt,
      })
      .execute();
  }

  async findLead(id: string): Promise<LeadRecord | undefined> {
    const r = await this.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
    return (
      r && {
        id: r.id,
        sessionToken: null,
        organizationCode: r.organization_code,
        firstName: r.first_name,
        email: r.email ?? '',
        tripStartDate: r.trip_start_date as CalendarDate | null,
        language: r.language as Language,
        quote:
          r.quote === null
            ? null
            : decodeColumn(SavedQuoteColumn, { table: 'leads', id, column: 'quote' }, r.quote),
        expiresAt: new Date(r.expires_at).toISOString(),
      }
    );
  }
}
