import { LICENCE_LIST } from '@tripx/domain';
import * as t from 'io-ts';
import { CalendarDateCodec, JsonObject, LangCodec, Text, boundedString, literalUnion } from './codecs';
import { intIn } from '../rating/contracts/rating-codecs';
import { listPageProps } from './list-page.contract';

const Loose = t.union([boundedString(400), t.null]);

/** createProfile / updateProfile body (spec 3 "Agent profile"); the domain checks every field. */
export const AgentProfileBody = t.partial({
  profileCode: Loose,
  role: Loose,
  status: Loose,
  firstName: Loose,
  lastName: Loose,
  language: Loose,
  city: Loose,
  province: Loose,
  email: Loose,
  organizations: t.union([
    t.array(t.partial({ organizationCode: Loose, default: t.union([t.boolean, t.null]) })),
    t.null,
  ]),
  licenses: t.union([t.array(t.union([Loose, t.partial({ licensedProvince: Loose })])), t.null]),
});
export type AgentProfileBody = t.TypeOf<typeof AgentProfileBody>;

/** Spec 3 create payloads: agency (organizationCode, license), agent (profileRef, license). */
export const AgencyLicenceBody = t.type({ organizationCode: boundedString(40), license: JsonObject });
export const AgentLicenceBody = t.type({ profileRef: boundedString(80), license: JsonObject });
/** PUT {path}/{id}/license/{licenseId}: the licence itself, or wrapped as `{ license }`. */
export const LicenceUpdateBody = JsonObject;
export const LicenceOwnerParams = t.type({ id: boundedString(80), licenseId: boundedString(80) });

/** The format of a report's export (`reports/export`). */
export const ReportFormatQuery = t.partial({ format: t.keyof({ csv: null, xlsx: null }) });

const { sortField, sortOrder } = listPageProps(LICENCE_LIST, 'LicenceSortField');
export const ExportParams = t.partial({
  sortField,
  sortOrder,
  lang: LangCodec,
  format: literalUnion(['xlsx', 'csv'] as const, 'ExportFormat'),
});

export const SalesReportBody = t.intersection([
  t.type({
    report: literalUnion(['SalesJournals', 'SalesActivity'] as const, 'ReportKind'),
    organizationCode: boundedString(40),
    from: CalendarDateCodec,
    to: CalendarDateCodec,
  }),
  t.partial({
    level: literalUnion(['affiliation', 'agency', 'division'] as const, 'ReportLevel'),
    includeChildOrganizations: t.boolean,
    lang: LangCodec,
  }),
]);
export type SalesReportBody = t.TypeOf<typeof SalesReportBody>;

export const CodeParams = t.type({ code: boundedString(40) });
export const ContractContentBody = t.partial({ en: JsonObject, fr: JsonObject });

export const LinkSectionParams = t.type({
  section: literalUnion(['external', 'resources', 'forms', 'faq'] as const, 'LinkSection'),
});
export const LinkBody = t.intersection([
  t.type({ labelEn: Text, labelFr: Text, url: boundedString(2000) }),
  t.partial({
    id: boundedString(80),
    organizationCode: t.union([boundedString(40), t.null]),
    sortOrder: intIn(-1_000_000, 1_000_000),
  }),
]);
export const LinkIdParams = t.type({
  section: literalUnion(['external', 'resources', 'forms', 'faq'] as const, 'LinkSection'),
  id: boundedString(80),
});
