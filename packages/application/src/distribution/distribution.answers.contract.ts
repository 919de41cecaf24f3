import * as t from 'io-ts';
import { PremiumDisplayCodec } from '../contracts/answers.contract';

/*
 * The distribution answers (issue 9) as the use cases return them (AgentSearchRow, AgentProfile,
 * LicenceRow, OrganizationNode, OrganizationDetails, SalesReport, ExternalLink). The app's client
 * decodes with these, so the staff app only ever holds what the contract says.
 */

const Nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

export const AgentRowCodec = t.type({
  agentName: t.string,
  profileCode: t.string,
  profileRef: t.string,
  status: t.string,
  role: t.string,
  accessType: t.string,
  organizationCode: t.string,
});

/** The user record of spec 3, as agentlist answers it (UserRecord). */
export const UserRecordCodec = t.type({
  organizationCode: t.string,
  agentId: t.string,
  firstName: t.string,
  lastName: t.string,
  emailAddress: t.string,
  role: t.string,
  preferredLang: t.string,
  provinceLicense: t.array(t.string),
  status: t.string,
  agencyCode: Nullable(t.string),
  profileCode: t.string,
  profileRef: t.string,
  employmentType: Nullable(t.string),
});
export type UserRecordView = t.TypeOf<typeof UserRecordCodec>;

export const AgentSearchResponseCodec = t.type({ total: t.number, agents: t.array(AgentRowCodec) });
export type AgentSearchResponse = t.TypeOf<typeof AgentSearchResponseCodec>;

export const LicenceRowCodec = t.intersection([
  t.type({
    id: t.string,
    name: t.string,
    status: t.string,
    licensedProvince: t.string,
    organizationCode: t.string,
    licenseNumber: t.string,
    isDeleted: t.boolean,
    expiryDate: Nullable(t.string),
    screeningStatus: Nullable(t.string),
  }),
  t.partial({ profileRef: t.string }),
]);
export type LicenceRowResponse = t.TypeOf<typeof LicenceRowCodec>;

export const LicenceSearchResponseCodec = t.type({ total: t.number, licenses: t.array(LicenceRowCodec) });
export type LicenceSearchResponse = t.TypeOf<typeof LicenceSearchResponseCodec>;

export const AgentProfileCodec = t.type({
  profileRef: t.string,
  profileCode: t.string,
  firstName: t.string,
  lastName: t.string,
  email: t.string,
  status: t.string,
  role: t.string,
  title: Nullable(t.string),
  language: t.string,
  organizationCode: t.string,
  province: Nullable(t.string),
  city: Nullable(t.string),
  country: t.string,
  userType: t.string,
  employmentType: Nullable(t.string),
  organizations: t.array(t.type({ organizationCode: t.string, default: t.boolean })),
  licenses: t.array(LicenceRowCodec),
});
export type AgentProfileResponse = t.TypeOf<typeof AgentProfileCodec>;

export const CreatedProfileCodec = t.type({ profileRef: t.string, referenceNumber: t.string });

export const RoleOptionCodec = t.type({
  role: t.string,
  title: t.string,
  titleFr: t.string,
  category: t.string,
});
export type RoleOption = t.TypeOf<typeof RoleOptionCodec>;

export const OrganizationNodeCodec = t.type({
  code: t.string,
  parentCode: Nullable(t.string),
  organizationName: t.string,
  organizationNameInFrench: t.string,
  category: t.string,
  salesChannel: t.string,
});
export type OrganizationNodeResponse = t.TypeOf<typeof OrganizationNodeCodec>;

export interface HierarchyResponse extends OrganizationNodeResponse {
  readonly children: readonly HierarchyResponse[];
}
export const HierarchyCodec: t.Type<HierarchyResponse> = t.recursion('Hierarchy', () =>
  t.intersection([OrganizationNodeCodec, t.type({ children: t.readonlyArray(HierarchyCodec) })]),
);

export const ContentByLanguageCodec = t.type({
  en: t.record(t.string, t.string),
  fr: t.record(t.string, t.string),
});

export const OrganizationDetailsCodec = t.intersection([
  OrganizationNodeCodec,
  t.type({
    language: t.string,
    branchCode: Nullable(t.string),
    legalName: Nullable(t.string),
    contacts: t.array(
      t.intersection([
        t.type({ contactType: t.string }),
        t.partial({ name: t.string, email: t.string, phone: t.string }),
      ]),
    ),
    contract: t.type({
      content: ContentByLanguageCodec,
      contentRoot: Nullable(t.string),
      whiteLabelRoot: Nullable(t.string),
    }),
    display: t.type({
      category: t.string,
      showsLogo: t.boolean,
      premiumDisplay: PremiumDisplayCodec,
    }),
  }),
]);
export type OrganizationDetailsResponse = t.TypeOf<typeof OrganizationDetailsCodec>;

const Money = t.type({ policies: t.number, travellers: t.number, premiumCents: t.number });

export const SalesReportCodec = t.type({
  query: t.type({
    report: t.string,
    level: t.string,
    organizationCode: t.string,
    includeChildOrganizations: t.boolean,
    from: t.string,
    to: t.string,
  }),
  organizations: t.array(t.string),
  totals: Money,
  journal: t.array(
    t.type({
      purchaseDay: t.string,
      groupNumber: t.string,
      policyNumber: t.string,
      organizationCode: t.string,
      agentRef: Nullable(t.string),
      agentName: Nullable(t.string),
      travellerName: t.string,
      planCode: t.string,
      status: t.string,
      premiumCents: t.number,
    }),
  ),
  activity: t.array(t.intersection([t.type({ day: t.string, group: t.string }), Money])),
});
export type SalesReportResponse = t.TypeOf<typeof SalesReportCodec>;

export const ExternalLinkCodec = t.type({
  id: t.string,
  section: t.string,
  organizationCode: Nullable(t.string),
  labelEn: t.string,
  labelFr: t.string,
  url: t.string,
  sortOrder: t.number,
});
export type ExternalLinkResponse = t.TypeOf<typeof ExternalLinkCodec>;

export const DeletedCodec = t.type({ deleted: t.literal(true) });
