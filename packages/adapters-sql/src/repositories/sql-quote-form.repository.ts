import type { LeadRecord, QuoteFormRepository } from '@tripx/application';
import type { CalendarDate, Language } from '@tripx/domain';
import type { Db } from '../database/database';
import { hashToken } from './sql-session.repository';

export class SqlQuoteFormRepository implements QuoteFormRepository {
  constructor(private readonly db: Db) {}

  async saveForm(
    sessionToken: string,
    form: Readonly<Record<string, unknown>>,
    payload: Readonly<Record<string, unknown>>,
  ): Promise<void> {
    const row = { form: JSON.stringify(form), payload: JSON.stringify(payload), updated_at: new Date() };
    await this.db
      .insertInto('synced_quote_forms')
      .values({ session_hash: hashToken(sessionToken), ...row })
      .onConflict((oc) => oc.column('session_hash').doUpdateSet(row))
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
      }
    );
  }
}
