import type {
  DistributionAdminRepository,
  ExternalLink,
  LicenceInput,
  LinkSection,
  NewLicence,
  OrganizationDetails,
  SaleRow,
  SalesTally,
} from '@tripx/application';
import type {
  AgentProfileCreatePayload,
  AgentProfileUpdatePayload,
  CalendarDate,
  Province,
} from '@tripx/domain';
import { pendingLicenceNumber } from '@tripx/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../database/database';
import { decodeColumn } from '../decode/decode-row';
import type { DistributionAdminTables } from './distribution-admin-schema';
import { ContractContentCodec, organizationJson } from './reference-rows.codec';
import { salesJournal, salesTallies } from './sql-sales';
import type { SessionCache, UserCache } from './session-cache';
import { toLicence } from './sql-distribution-read.repository';

/**
 * Agent licences made from a profile's provinces wait for their number and authorization; until
 * then the number is a placeholder unique per licence (numbers are unique within a province).
 */
const agentLicence = (
  id: string,
  profileRef: string,
  organizationCode: string,
  name: string,
  province: Province,
) => ({
  id,
  profile_ref: profileRef,
  organization_code: organizationCode,
  name,
  status: 'IN_PROGRESS',
  licensed_province: province,
  licence_number: pendingLicenceNumber(id),
});

const toLink = (r: Selectable<DistributionAdminTables['external_links']>): ExternalLink => ({
  id: r.id,
  section: r.section as LinkSection,
  organizationCode: r.organization_code,
  labelEn: r.label_en,
  labelFr: r.label_fr,
  url: r.url,
  sortOrder: r.sort_order,
});

export class SqlDistributionAdminRepository implements DistributionAdminRepository {
  constructor(
    private readonly db: Db,
    private readonly caches: { readonly sessions?: SessionCache; readonly users?: UserCache } = {},
  ) {}

  private get admin() {
    return this.db.withTables<DistributionAdminTables>();
  }

  async profileCodeTaken(profileCode: string, exceptRef?: string): Promise<boolean> {
    let q = this.db.selectFrom('users').select('profile_ref').where('profile_code', '=', profileCode);
    if (exceptRef) q = q.where('profile_ref', '<>', exceptRef);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async insertProfile(profileRef: string, p: AgentProfileCreatePayload, licenceIds: readonly string[]) {
    await this.db
      .insertInto('users')
      .values({
        profile_ref: profileRef,
        profile_code: p.profileCode,
        user_type: 'CIAM_ID',
        role_code: p.role,
        agent_type: 'AGENT',
        first_name: p.firstName,
        last_name: p.lastName,
        email: p.email,
        language: p.language,
        title: p.title,
        status: p.status,
        city: p.city ?? null,
        province: p.province ?? null,
        country: p.country,
        employment_type: null,
        reference_number: p.referenceNumber,
        created_by: p.createdBy,
      })
      .execute();
    await this.db
      .insertInto('user_organizations')
      .values(
        p.organizations.map((o) => ({
          profile_ref: profileRef,
          organization_code: o.organizationCode,
          is_default: o.default,
        })),
      )
      .execute();
    const home = p.organizations.find((o) => o.default)?.organizationCode ?? '';
    const name = `${p.firstName} ${p.lastName}`;
    if (p.licenses.length > 0)
      await this.db
        .insertInto('licences')
        .values(
          p.licenses.map((l, i) =>
            agentLicence(licenceIds[i] ?? `${profileRef}-${i}`, profileRef, home, name, l.licensedProvince),
          ),
        )
        .execute();
  }

  async updateProfile(profileRef: string, p: AgentProfileUpdatePayload, licenceIds: readonly string[]) {
    await this.db
      .updateTable('users')
      .set({
        ...(p.profileCode === undefined ? {} : { profile_code: p.profileCode }),
        ...(p.role === undefined ? {} : { role_code: p.role, title: p.title ?? null }),
        ...(p.status === undefined ? {} : { status: p.status }),
        ...(p.firstName === undefined ? {} : { first_name: p.firstName }),
        ...(p.lastName === undefined ? {} : { last_name: p.lastName }),
        ...(p.language === undefined ? {} : { language: p.language }),
        ...(p.city === undefined ? {} : { city: p.city }),
        ...(p.province === undefined ? {} : { province: p.province }),
        ...(p.email === undefined ? {} : { email: p.email }),
        country: p.country,
        updated_at: new Date(),
      })
      .where('profile_ref', '=', profileRef)
      .execute();
    if (p.organizations) {
      await this.db.deleteFrom('user_organizations').where('profile_ref', '=', profileRef).execute();
      await this.db
        .insertInto('user_organizations')
        .values(
          p.organizations.map((o) => ({
            profile_ref: profileRef,
            organization_code: o.organizationCode,
            is_default: o.default,
          })),
        )
        .execute();
    }
    if (p.licenses) await this.replaceAgentLicences(profileRef, p.licenses, licenceIds);
    await this.profileChanged(profileRef, p.status === 'INACTIVE');
  }

  /**
   * A deactivated user's sessions end at once on every instance (their rows go; PostgreSQL caches
   * no session). This process's caches drop the user too, so a new role or organization holds at
   * once here (other instances re-read a user after at most a second).
   */
  private async profileChanged(profileRef: string, deactivated: boolean): Promise<void> {
    if (deactivated) await this.db.deleteFrom('sessions').where('profile_ref', '=', profileRef).execute();
    this.caches.sessions?.forgetUser(profileRef);
    this.caches.users?.delete(profileRef);
  }

  /** A licences list replaces the agent's: provinces left out are marked deleted, new ones added. */
  private async replaceAgentLicences(
    profileRef: string,
    licenses: readonly { licensedProvince: Province }[],
    licenceIds: readonly string[],
  ) {
    const wanted = licenses.map((l) => l.licensedProvince);
    const current = await this.db
      .selectFrom('licences')
      .select(['licensed_province', 'is_deleted'])
      .where('profile_ref', '=', profileRef)
      .execute();
    let q = this.db
      .updateTable('licences')
      .set({ is_deleted: true, updated_at: new Date() })
      .where('profile_ref', '=', profileRef);
    if (wanted.length > 0) q = q.where('licensed_province', 'not in', wanted);
    await q.execute();
    if (wanted.length > 0)
      await this.db
        .updateTable('licences')
        .set({ is_deleted: false, updated_at: new Date() })
        .where('profile_ref', '=', profileRef)
        .where('licensed_province', 'in', wanted)
        .execute();
    const added = wanted.filter((p) => !current.some((c) => c.licensed_province === p));
    if (added.length === 0) return;
    const u = await this.db
      .selectFrom('users as u')
      .innerJoin('user_organizations as uo', 'uo.profile_ref', 'u.profile_ref')
      .select(['u.first_name', 'u.last_name', 'uo.organization_code'])
      .where('u.profile_ref', '=', profileRef)
      .orderBy('uo.is_default', 'desc')
      .executeTakeFirstOrThrow();
    await this.db
      .insertInto('licences')
      .values(
        added.map((prov, i) =>
          agentLicence(
            licenceIds[i] ?? `${profileRef}-${prov}`,
            profileRef,
            u.organization_code,
            `${u.first_name} ${u.last_name}`,
            prov,
          ),
        ),
      )
      .execute();
  }

  async licenceNumberTaken(province: Province, licenseNumber: string, exceptId?: string) {
    let q = this.db
      .selectFrom('licences')
      .select('id')
      .where('licensed_province', '=', province)
      .where('licence_number', '=', licenseNumber);
    if (exceptId) q = q.where('id', '<>', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async insertLicence(l: NewLicence) {
    await this.db
      .insertInto('licences')
      .values({
        id: l.id,
        organization_code: l.organizationCode,
        profile_ref: l.profileRef ?? null,
        name: l.name,
        status: l.status,
        licensed_province: l.licensedProvince,
        licence_number: l.licenseNumber,
        licence_type: l.licenceType ?? null,
        screening_status: l.screeningStatus ?? null,
        expiry_date: l.expiryDate ?? null,
        is_deleted: l.isDeleted ?? false,
      })
      .execute();
  }

  async findLicence(id: string) {
    const r = await this.db.selectFrom('licences').selectAll().where('id', '=', id).executeTakeFirst();
    return r && toLicence(r);
  }

  async updateLicence(id: string, l: LicenceInput) {
    await this.db
      .updateTable('licences')
      .set({
        name: l.name,
        status: l.status,
        licensed_province: l.licensedProvince,
        licence_number: l.licenseNumber,
        licence_type: l.licenceType ?? null,
        screening_status: l.screeningStatus ?? null,
        expiry_date: l.expiryDate ?? null,
        ...(l.isDeleted === undefined ? {} : { is_deleted: l.isDeleted }),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
  }

  async organizationDetails(code: string): Promise<OrganizationDetails | undefined> {
    const r = await this.db
      .selectFrom('organizations')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirst();
    if (!r) return undefined;
    const { content, contacts } = organizationJson(r);
    return {
      code: r.code,
      parentCode: r.parent_code,
      organizationName: r.name_en,
      organizationNameInFrench: r.name_fr,
      category: r.category,
      salesChannel: r.sales_channel,
      language: r.language,
      branchCode: r.branch_code,
      legalName: r.legal_name,
      contacts,
      contract: {
        content,
        contentRoot: r.content_root,
        whiteLabelRoot: r.white_label_root,
      },
    };
  }

  async saveContractContent(code: string, content: Record<'en' | 'fr', Readonly<Record<string, string>>>) {
    const current = await this.db
      .selectFrom('organizations')
      .select('contract_content')
      .where('code', '=', code)
      .executeTakeFirst();
    const kept = current
      ? decodeColumn(
          ContractContentCodec,
          { table: 'organizations', id: code, column: 'contract_content' },
          current.contract_content,
        )
      : {};
    await this.db
      .updateTable('organizations')
      .set({ contract_content: JSON.stringify({ ...kept, ...content }) })
      .where('code', '=', code)
      .execute();
  }

  async allowedDomains(): Promise<readonly string[]> {
    const rows = await this.admin
      .selectFrom('allowed_link_domains')
      .select('domain')
      .orderBy('domain')
      .execute();
    return rows.map((r) => r.domain);
  }

  async links(section: LinkSection, codes: readonly string[] | 'ALL'): Promise<readonly ExternalLink[]> {
    let q = this.admin.selectFrom('external_links').selectAll().where('section', '=', section);
    if (codes !== 'ALL')
      q = q.where((eb) =>
        codes.length > 0
          ? eb.or([eb('organization_code', 'is', null), eb('organization_code', 'in', [...codes])])
          : eb('organization_code', 'is', null),
      );
    const rows = await q.orderBy('sort_order').orderBy('id').execute();
    return rows.map(toLink);
  }

  async findLink(id: string): Promise<ExternalLink | undefined> {
    const row = await this.admin
      .selectFrom('external_links')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toLink(row);
  }

  async saveLink(l: ExternalLink) {
    const row = {
      section: l.section,
      organization_code: l.organizationCode,
      label_en: l.labelEn,
      label_fr: l.labelFr,
      url: l.url,
      sort_order: l.sortOrder,
    };
    await this.admin
      .insertInto('external_links')
      .values({ id: l.id, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
  }

  async deleteLink(id: string) {
    const r = await this.admin.deleteFrom('external_links').where('id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  sales(codes: readonly string[], from: CalendarDate, to: CalendarDate): Promise<readonly SaleRow[]> {
    return salesJournal(this.db, codes, from, to);
  }

  salesActivity(
    codes: readonly string[],
    from: CalendarDate,
    to: CalendarDate,
  ): Promise<readonly SalesTally[]> {
    return salesTallies(this.db, codes, from, to);
  }
}
