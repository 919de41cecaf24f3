import type { Organization, OrganizationRepository } from '@tripx/application';
import type { Language, SalesChannel } from '@tripx/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../database/database';
import type { OrganizationsTable } from '../schema/schema';
import { organizationJson } from './reference-rows.codec';

const toDomain = (r: Selectable<OrganizationsTable>): Organization => ({
  code: r.code,
  parentCode: r.parent_code,
  nameEn: r.name_en,
  nameFr: r.name_fr,
  salesChannel: r.sales_channel as SalesChannel,
  language: r.language as Language,
  category: r.category,
  isDefault: r.is_default,
  whiteLabel: r.white_label_reference_id
    ? { referenceId: r.white_label_reference_id, logoFile: r.white_label_logo_file }
    : null,
  logoFile: r.white_label_logo_file,
  contentRoot: r.content_root,
  whiteLabelRoot: r.white_label_root,
  content: organizationJson(r).content,
  contacts: organizationJson(r).contacts.map((c) => ({ contactType: c.contactType })),
});

export class SqlOrganizationRepository implements OrganizationRepository {
  constructor(private readonly db: Db) {}

  async findByCode(code: string): Promise<Organization | undefined> {
    const r = await this.db
      .selectFrom('organizations')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirst();
    return r && toDomain(r);
  }

  async findByReferenceId(referenceId: string): Promise<Organization | undefined> {
    const r = await this.db
      .selectFrom('organizations')
      .selectAll()
      .where('white_label_reference_id', '=', referenceId)
      .executeTakeFirst();
    return r && toDomain(r);
  }

  async findDefault(): Promise<Organization | undefined> {
    const r = await this.db
      .selectFrom('organizations')
      .selectAll()
      .where('is_default', '=', true)
      .executeTakeFirst();
    return r && toDomain(r);
  }
}
