import type {
  AgentCriteria,
  AgentProfile,
  AgentRow,
  DistributionReadRepository,
  LicenceCriteria,
  LicenceRow,
  OrganizationNode,
  OrganizationScope,
  Page,
} from '@tripx/application';
import type { AgentSortField, LicenceSortField } from '@tripx/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../database/database';
import type { LicencesTable } from '../schema/schema';

const prefix = (s: string) => `${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
// An empty scope matches no code: '' is never an organization code (PostgreSQL refuses NUL in text).
const scopeCodes = (scope: OrganizationScope): string[] | undefined =>
  scope.kind === 'ALL' ? undefined : scope.codes.length > 0 ? [...scope.codes] : [''];

const AGENT_SORT = {
  firstName: 'u.first_name',
  lastName: 'u.last_name',
  profileCode: 'u.profile_code',
  status: 'u.status',
  role: 'u.role_code',
} as const satisfies Record<AgentSortField, string>;
const LICENCE_SORT = {
  name: 'l.name',
  status: 'l.status',
  licensedProvince: 'l.licensed_province',
  licenseNumber: 'l.licence_number',
  expiryDate: 'l.expiry_date',
} as const satisfies Record<LicenceSortField, string>;

export const toLicence = (l: Selectable<LicencesTable>): LicenceRow => ({
  id: l.id,
  name: l.name,
  status: l.status,
  licensedProvince: l.licensed_province,
  organizationCode: l.organization_code,
  licenseNumber: l.licence_number,
  isDeleted: l.is_deleted,
  expiryDate: l.expiry_date,
  screeningStatus: l.screening_status,
  ...(l.profile_ref ? { profileRef: l.profile_ref } : {}),
});

export class SqlDistributionReadRepository implements DistributionReadRepository {
  constructor(private readonly db: Db) {}

  private agents(c: AgentCriteria, scope: OrganizationScope) {
    const codes = scopeCodes(scope);
    let q = this.db
      .selectFrom('users as u')
      .innerJoin('user_organizations as uo', (j) =>
        j.onRef('uo.profile_ref', '=', 'u.profile_ref').on('uo.is_default', '=', true),
      )
      .where('u.user_type', '=', c.userType ?? 'CIAM_ID');
    // The scope rule as SQL (mayActOn): a partner lists no staff, and only users whose every
    // organization is in its subtree.
    if (codes)
      q = q
        .where('u.user_type', '=', 'CIAM_ID')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('user_organizations as other')
                .select('other.profile_ref')
                .whereRef('other.profile_ref', '=', 'u.profile_ref')
                .where('other.organization_code', 'not in', codes),
            ),
          ),
        );
    if (c.organizationCode) q = q.where('uo.organization_code', '=', c.organizationCode);
    if (c.firstName)
      q = q.where((eb) => eb(eb.fn('lower', ['u.first_name']), 'like', prefix(c.firstName ?? '')));
    if (c.lastName)
      q = q.where((eb) => eb(eb.fn('lower', ['u.last_name']), 'like', prefix(c.lastName ?? '')));
    if (c.profileCode)
      q = q.where((eb) => eb(eb.fn('lower', ['u.profile_code']), 'like', prefix(c.profileCode ?? '')));
    if (c.status && c.status !== 'ALL') q = q.where('u.status', '=', c.status);
    return q;
  }

  async searchAgents(c: AgentCriteria, scope: OrganizationScope, page: Page<AgentSortField>) {
    const { total } = await this.agents(c, scope)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await this.agents(c, scope)
      .select([
        'u.profile_ref',
        'u.profile_code',
        'u.first_name',
        'u.last_name',
        'u.email',
        'u.status',
        'u.role_code',
        'u.title',
        'u.language',
        'uo.organization_code',
        'u.province',
        'u.employment_type',
      ])
      .orderBy(AGENT_SORT[page.sortField], page.sortOrder)
      .orderBy('u.profile_ref')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
    const agents: AgentRow[] = rows.map((r) => ({
      profileRef: r.profile_ref,
      profileCode: r.profile_code,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      status: r.status,
      role: r.role_code,
      title: r.title,
      language: r.language,
      organizationCode: r.organization_code,
      province: r.province,
      employmentType: r.employment_type,
    }));
    return { total: Number(total), agents };
  }

  async findProfile(profileRef: string): Promise<AgentProfile | undefined> {
    const u = await this.db
      .selectFrom('users')
      .selectAll()
      .where('profile_ref', '=', profileRef)
      .executeTakeFirst();
    if (!u) return undefined;
    const orgs = await this.db
      .selectFrom('user_organizations')
      .selectAll()
      .where('profile_ref', '=', profileRef)
      .orderBy('organization_code')
      .execute();
    const licences = await this.db
      .selectFrom('licences')
      .selectAll()
      .where('profile_ref', '=', profileRef)
      .orderBy('licensed_province')
      .execute();
    return {
      profileRef: u.profile_ref,
      profileCode: u.profile_code,
      firstName: u.first_name,
      lastName: u.last_name,
      email: u.email,
      status: u.status,
      role: u.role_code,
      title: u.title,
      language: u.language,
      organizationCode: orgs.find((o) => o.is_default)?.organization_code ?? orgs[0]?.organization_code ?? '',
      province: u.province,
      employmentType: u.employment_type,
      city: u.city,
      country: u.country,
      userType: u.user_type,
      organizations: orgs.map((o) => ({ organizationCode: o.organization_code, default: o.is_default })),
      licenses: licences.map(toLicence),
    };
  }

  async licensedProvinces(profileRefs: readonly string[]): Promise<ReadonlyMap<string, readonly string[]>> {
    if (profileRefs.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('licences')
      .select(['profile_ref', 'licensed_province'])
      .distinct()
      .where('profile_ref', 'in', [...profileRefs])
      .where('is_deleted', '=', false)
      .orderBy('licensed_province')
      .execute();
    const byUser = new Map<string, string[]>();
    for (const r of rows)
      if (r.profile_ref !== null)
        byUser.set(r.profile_ref, [...(byUser.get(r.profile_ref) ?? []), r.licensed_province]);
    return byUser;
  }

  async searchLicences(c: LicenceCriteria, scope: OrganizationScope, page: Page<LicenceSortField>) {
    const codes = scopeCodes(scope);
    const base = () => {
      let q = this.db
        .selectFrom('licences as l')
        .innerJoin('organizations as o', 'o.code', 'l.organization_code')
        .leftJoin('users as u', 'u.profile_ref', 'l.profile_ref');
      if (codes) q = q.where('l.organization_code', 'in', codes);
      if (c.organizationName)
        q = q.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['o.name_en']), 'like', prefix(c.organizationName ?? '')),
            eb(eb.fn('lower', ['o.name_fr']), 'like', prefix(c.organizationName ?? '')),
          ]),
        );
      if (c.branchCode) q = q.where('o.branch_code', '=', c.branchCode);
      if (c.legalName)
        q = q.where((eb) => eb(eb.fn('lower', ['o.legal_name']), 'like', prefix(c.legalName ?? '')));
      if (c.firstName)
        q = q.where((eb) => eb(eb.fn('lower', ['u.first_name']), 'like', prefix(c.firstName ?? '')));
      if (c.lastName)
        q = q.where((eb) => eb(eb.fn('lower', ['u.last_name']), 'like', prefix(c.lastName ?? '')));
      if (c.profileCode) q = q.where('u.profile_code', '=', c.profileCode);
      if (c.name) q = q.where((eb) => eb(eb.fn('lower', ['l.name']), 'like', prefix(c.name ?? '')));
      if (c.licensedProvince) q = q.where('l.licensed_province', '=', c.licensedProvince);
      if (c.licenseNumber) q = q.where('l.licence_number', '=', c.licenseNumber);
      if (c.status) q = q.where('l.status', '=', c.status);
      if (c.screeningStatus) q = q.where('l.screening_status', '=', c.screeningStatus);
      if (c.expiredDateStart) q = q.where('l.expiry_date', '>=', c.expiredDateStart);
      if (c.expiredDateEnd) q = q.where('l.expiry_date', '<=', c.expiredDateEnd);
      return q;
    };
    const { total } = await base()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await base()
      .selectAll('l')
      .orderBy(LICENCE_SORT[page.sortField], page.sortOrder)
      .orderBy('l.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
    return { total: Number(total), licenses: rows.map(toLicence) };
  }

  async organizations(): Promise<readonly OrganizationNode[]> {
    const rows = await this.db
      .selectFrom('organizations')
      .select(['code', 'parent_code', 'name_en', 'name_fr', 'category', 'sales_channel'])
      .orderBy('code')
      .execute();
    return rows.map((r) => ({
      code: r.code,
      parentCode: r.parent_code,
      organizationName: r.name_en,
      organizationNameInFrench: r.name_fr,
      category: r.category,
      salesChannel: r.sales_channel,
    }));
  }

  async agencyLicences(organizationCode: string): Promise<readonly LicenceRow[]> {
    const rows = await this.db
      .selectFrom('licences')
      .selectAll()
      .where('organization_code', '=', organizationCode)
      .where('profile_ref', 'is', null)
      .orderBy('licensed_province')
      .execute();
    return rows.map(toLicence);
  }

  async roles() {
    const rows = await this.db.selectFrom('roles').selectAll().orderBy('code').execute();
    return rows.map((r) => ({ role: r.code, title: r.label_en, titleFr: r.label_fr, category: r.category }));
  }
}
