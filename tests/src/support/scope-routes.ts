import type { Relation } from './scope-fixture';

/** What a request names, and how it stands to the caller. */
export interface Target {
  readonly kind:
    | 'organization'
    | 'user'
    | 'agencyLicence'
    | 'agentLicence'
    | 'policy'
    | 'link'
    | 'webhookEndpoint'
    | 'webhookDelivery'
    | 'partnerKey';
  readonly relation: Relation;
  /** The organization it belongs to (the insurer's links are those shown to every organization). */
  readonly org: string;
  /** Code, profileRef, licence id, policy number, link id or partner key id. */
  readonly id: string;
  /** A licence's holder (profileRef or organization code). */
  readonly owner?: string;
  readonly orgName?: string;
  readonly soldBy?: string | null;
  readonly staffUser?: boolean;
  /** A policy's endorsement form as read (its snapshot and version), for the re-quote and the save. */
  readonly form?: { readonly snapshot: unknown; readonly version: number };
}

export interface MatrixRequest {
  readonly method: string;
  readonly path: string;
  readonly body?: unknown;
}

export interface MatrixRoute {
  /** `METHOD url` as the server registers it. */
  readonly route: string;
  readonly kind: Target['kind'];
  request(t: Target, caller: { readonly home: string; readonly n: number }): MatrixRequest;
  /** For a list: whether the answer shows the target (a 200 with nothing of it is no leak). */
  readonly shows?: (body: unknown, t: Target) => boolean;
}

const D = '/api/distribution';
const P = '/api/policies';
const WIDE = { from: '2000-01-01', to: '2100-01-01' };
const licence = (n: number) => ({
  name: 'Matrix',
  status: 'IN_PROGRESS',
  licensedProvince: 'ON',
  licenseNumber: `MX-${n}`,
});
const rowsOf = (body: unknown): readonly { organizationCode?: string; code?: string }[] =>
  Array.isArray(body) ? body : ((body as { agents?: [] } | undefined)?.agents ?? []);
const listsOrg = (body: unknown, t: Target) =>
  rowsOf(body).some((r) => r.organizationCode === t.id || r.code === t.id);
const get = (path: string): MatrixRequest => ({ method: 'GET', path });
const q = encodeURIComponent;

const ofKind = (kind: Target['kind'], routes: readonly Omit<MatrixRoute, 'kind'>[]): MatrixRoute[] =>
  routes.map((r) => ({ ...r, kind }));

const ORGANIZATION = ofKind('organization', [
  { route: `GET ${D}/agency/:code`, request: (t) => get(`${D}/agency/${q(t.id)}`) },
  { route: `GET ${D}/maintenance/:code/content`, request: (t) => get(`${D}/maintenance/${q(t.id)}/content`) },
  {
    route: `PUT ${D}/maintenance/:code/content`,
    request: (t) => ({
      method: 'PUT',
      path: `${D}/maintenance/${q(t.id)}/content`,
      body: { en: { banner: 'Matrix' } },
    }),
  },
  {
    route: `GET ${D}/agent/getAgencyHierarchy`,
    request: (t) => get(`${D}/agent/getAgencyHierarchy?code=${q(t.id)}`),
  },
  { route: `GET ${D}/agent/findByOrgCode`, request: (t) => get(`${D}/agent/findByOrgCode?code=${q(t.id)}`) },
  {
    route: `GET ${D}/agent/agentlist`,
    request: (t) => get(`${D}/agent/agentlist?organizationCode=${q(t.id)}`),
    shows: listsOrg,
  },
  {
    route: `GET ${D}/agent/search`,
    request: (t) => get(`${D}/agent/search?organizationCode=${q(t.id)}`),
    shows: listsOrg,
  },
  ...(['list-organization', 'list-organization-reports'] as const).map((p) => ({
    route: `POST ${D}/${p}`,
    request: (t: Target) => ({ method: 'POST', path: `${D}/${p}`, body: { name: t.orgName } }),
    shows: listsOrg,
  })),
  ...(['reports', 'reports/export'] as const).map((p) => ({
    route: `POST ${D}/${p}`,
    request: (t: Target) => ({
      method: 'POST',
      path: `${D}/${p}`,
      body: { report: 'SalesJournals', organizationCode: t.id, includeChildOrganizations: true, ...WIDE },
    }),
  })),
  {
    route: `POST ${D}/agency/license`,
    request: (t, c) => ({
      method: 'POST',
      path: `${D}/agency/license`,
      body: { organizationCode: t.id, license: licence(c.n) },
    }),
  },
  {
    route: `POST ${D}/agent/createProfile`,
    request: (t, c) => ({
      method: 'POST',
      path: `${D}/agent/createProfile`,
      body: {
        profileCode: `matrix${c.n}@example.com`,
        email: `matrix${c.n}@example.com`,
        role: 'Consultant_Own',
        firstName: 'Matrix',
        lastName: 'Agent',
        language: 'en',
        organizations: [{ organizationCode: t.id, default: true }],
      },
    }),
  },
  {
    route: `PUT ${D}/links/:section`,
    request: (t) => ({
      method: 'PUT',
      path: `${D}/links/faq`,
      body: { organizationCode: t.id, labelEn: 'M', labelFr: 'M', url: 'https://canada.ca/m' },
    }),
  },
]);

const USER = ofKind('user', [
  {
    route: `GET ${D}/agent/getProfileByRef`,
    request: (t) => get(`${D}/agent/getProfileByRef?profileRef=${q(t.id)}`),
  },
  {
    route: `PUT ${D}/agent/updateProfile`,
    request: (t) => ({
      method: 'PUT',
      path: `${D}/agent/updateProfile?profileRef=${q(t.id)}`,
      body: { city: 'Matrix' },
    }),
  },
  {
    route: `POST ${D}/agent/license`,
    request: (t, c) => ({
      method: 'POST',
      path: `${D}/agent/license`,
      body: { profileRef: t.id, license: licence(c.n) },
    }),
  },
]);

const LICENCE: readonly MatrixRoute[] = (['agent', 'agency'] as const).flatMap((k) => {
  const kind = k === 'agent' ? ('agentLicence' as const) : ('agencyLicence' as const);
  const path = (t: Target) => `${D}/${k}/${q(t.owner ?? '')}/license/${q(t.id)}`;
  return [
    { route: `GET ${D}/${k}/:id/license/:licenseId`, kind, request: (t: Target) => get(path(t)) },
    {
      route: `PUT ${D}/${k}/:id/license/:licenseId`,
      kind,
      request: (t: Target, c: { n: number }) => ({
        method: 'PUT',
        path: path(t),
        body: { license: licence(c.n) },
      }),
    },
  ];
});

const LINK: readonly MatrixRoute[] = [
  {
    route: `PUT ${D}/links/:section`,
    kind: 'link',
    // Another organization's link by its id, filed under the caller's own organization.
    request: (t, c) => ({
      method: 'PUT',
      path: `${D}/links/faq`,
      body: { id: t.id, organizationCode: c.home, labelEn: 'M', labelFr: 'M', url: 'https://canada.ca/m' },
    }),
  },
  {
    route: `DELETE ${D}/links/:section/:id`,
    kind: 'link',
    request: (t) => ({ method: 'DELETE', path: `${D}/links/faq/${q(t.id)}` }),
  },
];

const onPolicy = (method: string, url: string, body?: (n: string, t: Target) => unknown): MatrixRoute => ({
  route: `${method} ${url}`,
  kind: 'policy',
  request: (t) => ({
    method,
    path: url.replace(/:(policyNumber|ownerCode)/, q(t.id)),
    ...(body ? { body: body(t.id, t) } : {}),
  }),
});
const POLICY: readonly MatrixRoute[] = [
  ...[
    '',
    '/history',
    '/confirmation/deliveries',
    '/endorsement',
    '/cancellation',
    '/reinstatement',
    '/financials',
    '/confirmation/pdf',
  ].map((tail) => onPolicy('GET', `${P}/:policyNumber${tail}`)),
  onPolicy('GET', '/api/notes/policy/:ownerCode/notes'),
  onPolicy('POST', '/api/notes/policy/:ownerCode/note', () => ({ note: 'Matrix' })),
  onPolicy('POST', `${P}/confirmation/resend`, (policyNumber) => ({ policyNumber })),
  onPolicy('POST', `${P}/re-quote`, (policyNumber, t) => ({
    policyNumber,
    version: t.form?.version,
    changes: t.form?.snapshot,
  })),
  onPolicy('PUT', P, (policyNumber, t) => ({
    policyNumber,
    version: t.form?.version,
    changes: t.form?.snapshot,
    charge: { method: 'TOKEN' },
  })),
  onPolicy('PUT', `${P}/retry`, (policyNumber) => ({ policyNumber })),
  onPolicy('PUT', `${P}/cancel`, (policyNumber) => ({
    cancellationReason: 'Matrix',
    provinceOfResidence: 'ON',
    paxes: [{ policyNumber }],
  })),
  onPolicy('PUT', `${P}/reinstate`, (policyNumber) => ({ policyNumber, payment: { method: 'TOKEN' } })),
];

const K = '/api/partner-keys';
/** Partner API keys (issue 21): an organization's list and new key, and a key by its id. */
const PARTNER_KEY: readonly MatrixRoute[] = [
  { route: `GET ${K}`, kind: 'organization', request: (t) => get(`${K}?organizationCode=${q(t.id)}`) },
  {
    route: `POST ${K}`,
    kind: 'organization',
    request: (t) => ({
      method: 'POST',
      path: K,
      body: { organizationCode: t.id, name: 'Matrix', scopes: ['quote'], environment: 'test' },
    }),
  },
  {
    route: `POST ${K}/:id/rotate`,
    kind: 'partnerKey',
    request: (t) => ({ method: 'POST', path: `${K}/${q(t.id)}/rotate`, body: {} }),
  },
  {
    route: `DELETE ${K}/:id`,
    kind: 'partnerKey',
    request: (t) => ({ method: 'DELETE', path: `${K}/${q(t.id)}` }),
  },
];

const W = '/api/webhook-endpoints';
const endpoints = (body: unknown): readonly { organizationCode?: string }[] =>
  (body as { endpoints?: [] } | undefined)?.endpoints ?? [];
const WEBHOOKS: readonly MatrixRoute[] = [
  ...ofKind('organization', [
    {
      route: `GET ${W}`,
      request: (t) => get(`${W}?organizationCode=${q(t.id)}`),
      shows: (body, t) => endpoints(body).some((e) => e.organizationCode === t.id),
    },
    {
      route: `POST ${W}`,
      request: (t) => ({
        method: 'POST',
        path: W,
        body: {
          organizationCode: t.id,
          url: 'https://partner.example.com/matrix',
          events: ['policy.issued'],
        },
      }),
    },
  ]),
  ...ofKind('webhookEndpoint', [
    { route: `GET ${W}/:id/deliveries`, request: (t) => get(`${W}/${q(t.id)}/deliveries`) },
    {
      route: `POST ${W}/:id/secret`,
      request: (t) => ({ method: 'POST', path: `${W}/${q(t.id)}/secret`, body: {} }),
    },
    { route: `DELETE ${W}/:id`, request: (t) => ({ method: 'DELETE', path: `${W}/${q(t.id)}` }) },
  ]),
  ...ofKind('webhookDelivery', [
    {
      route: 'POST /api/webhook-deliveries/:id/resend',
      request: (t) => ({ method: 'POST', path: `/api/webhook-deliveries/${q(t.id)}/resend`, body: {} }),
    },
  ]),
];

/** Every route that names an organization, a user, a licence, a link, a policy or a webhook. */
export const MATRIX_ROUTES: readonly MatrixRoute[] = [
  ...WEBHOOKS,
  ...ORGANIZATION,
  ...USER,
  ...LICENCE,
  ...LINK,
  ...POLICY,
  ...PARTNER_KEY,
];
