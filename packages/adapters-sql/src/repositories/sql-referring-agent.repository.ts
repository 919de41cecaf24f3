import type { ReferringAgentRepository, ReferringAgentRow } from '@tripx/application';
import type { Db } from '../database/database';

/** Agents (CIAM_ID users) of an organization, by any membership, not INACTIVE. */
export class SqlReferringAgentRepository implements ReferringAgentRepository {
  constructor(private readonly db: Db) {}

  private agentsOf(organizationCode: string) {
    return this.db
      .selectFrom('users as u')
      .innerJoin('user_organizations as uo', 'uo.profile_ref', 'u.profile_ref')
      .where('uo.organization_code', '=', organizationCode)
      .where('u.user_type', '=', 'CIAM_ID')
      .where('u.status', '<>', 'INACTIVE');
  }

  async referringAgents(organizationCode: string): Promise<readonly ReferringAgentRow[]> {
    const rows = await this.agentsOf(organizationCode)
      .select(['u.profile_code', 'u.first_name', 'u.last_name'])
      .execute();
    return rows.map((r) => ({ profileCode: r.profile_code, firstName: r.first_name, lastName: r.last_name }));
  }

  async isReferringAgent(organizationCode: string, profileCode: string): Promise<boolean> {
    const row = await this.agentsOf(organizationCode)
      .select('u.profile_ref')
      .where('u.profile_code', '=', profileCode)
      .executeTakeFirst();
    return row !== undefined;
  }
}
