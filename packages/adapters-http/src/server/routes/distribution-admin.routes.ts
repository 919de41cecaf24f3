import {
  AgencyLicenceBody,
  AgentLicenceBody,
  AgentProfileBody,
  ExportParams,
  LicenceOwnerParams,
  LicenceSearchBody,
  LicenceUpdateBody,
  ProfileRefQuery,
  createAgentProfileUseCase,
  createLicence,
  exportLicences,
  getLicence,
  updateAgentProfileUseCase,
  updateLicence,
  type AdminResult,
  type Refusal,
} from '@tripx/application';
import { renderCsv, renderXlsx, XLSX_TYPE } from '@tripx/adapters-documents';
import { FEATURES, type AgentProfileForm } from '@tripx/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { HttpDeps } from '../http-deps';
import { decodeOr400 } from '../decode';
import { sendError, sendFieldErrors } from '../http-errors';
import { actor, languageOf, signedInWith } from '../plugins/request-context';

const tags = ['distribution'];
const base = '/api/distribution';
const STATUS: Readonly<Record<Refusal, number>> = {
  notFound: 404,
  forbidden: 403,
  conflict: 409,
  licenceAuthorizationStaffOnly: 403,
};

/** An AdminResult as an answer: the value, 400 with the field errors, or 403/404/409. */
export const sendAdmin = <T>(reply: FastifyReply, r: AdminResult<T>, okStatus = 200): FastifyReply => {
  if (r.ok) return reply.code(okStatus).send(r.value);
  if (r.code === 'invalid') return sendFieldErrors(reply, r.errors);
  return sendError(reply, STATUS[r.code], r.code);
};

/** The profile body as the domain form; licences may come as provinces or as `{ licensedProvince }`. */
const toForm = ({ licenses, ...rest }: AgentProfileBody): AgentProfileForm => ({
  ...rest,
  ...(licenses === undefined
    ? {}
    : {
        licenses:
          licenses === null
            ? null
            : licenses.map((l) => (l !== null && typeof l === 'object' ? (l.licensedProvince ?? null) : l)),
      }),
});

/** Agents and licences of spec 7.5 (writes and export); reads stay in distribution.routes.ts. */
export const distributionAdminRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  app.post(
    `${base}/agent/createProfile`,
    {
      config: { access: signedInWith(FEATURES.agentAdminCreate) },
      schema: { tags, summary: 'Register an agent (status NEW, country CA)' },
    },
    async (request, reply) => {
      const body = decodeOr400(AgentProfileBody, request.body, reply, 'body');
      if (!body) return reply;
      const r = await deps.inTransaction((repos) =>
        createAgentProfileUseCase(
          { repo: repos.distributionAdmin, read: repos.distribution, newId: deps.newId },
          actor(request),
          toForm(body),
        ),
      );
      return sendAdmin(reply, r, 201);
    },
  );

  app.put(
    `${base}/agent/updateProfile`,
    {
      config: { access: signedInWith(FEATURES.agentAdminEdit) },
      schema: { tags, summary: 'Update an agent; empty fields change nothing' },
    },
    async (request, reply) => {
      const q = decodeOr400(ProfileRefQuery, request.query, reply, 'query');
      const body = q && decodeOr400(AgentProfileBody, request.body, reply, 'body');
      if (!q || !body) return reply;
      const r = await deps.inTransaction((repos) =>
        updateAgentProfileUseCase(
          { repo: repos.distributionAdmin, read: repos.distribution, newId: deps.newId },
          actor(request),
          q.profileRef,
          toForm(body),
        ),
      );
      return sendAdmin(reply, r);
    },
  );

  app.post(
    `${base}/agency/license`,
    {
      config: { access: signedInWith(FEATURES.licensingAdd) },
      schema: { tags, summary: 'Create an agency licence (organizationCode, license)' },
    },
    async (request, reply) => {
      const body = decodeOr400(AgencyLicenceBody, request.body, reply, 'body');
      if (!body) return reply;
      const r = await deps.inTransaction((repos) =>
        createLicence(
          { repo: repos.distributionAdmin, read: repos.distribution, newId: deps.newId },
          actor(request),
          { kind: 'AGENCY', organizationCode: body.organizationCode },
          body.license,
        ),
      );
      return sendAdmin(reply, r, 201);
    },
  );

  app.post(
    `${base}/agent/license`,
    {
      config: { access: signedInWith(FEATURES.licensingAdd) },
      schema: { tags, summary: 'Create an agent licence (profileRef, license)' },
    },
    async (request, reply) => {
      const body = decodeOr400(AgentLicenceBody, request.body, reply, 'body');
      if (!body) return reply;
      const r = await deps.inTransaction((repos) =>
        createLicence(
          { repo: repos.distributionAdmin, read: repos.distribution, newId: deps.newId },
          actor(request),
          { kind: 'AGENT', profileRef: body.profileRef },
          body.license,
        ),
      );
      return sendAdmin(reply, r, 201);
    },
  );

  for (const kind of ['agent', 'agency'] as const) {
    const owner = (id: string) =>
      kind === 'agent'
        ? ({ kind: 'AGENT', profileRef: id } as const)
        : ({ kind: 'AGENCY', organizationCode: id } as const);
    app.get(
      `${base}/${kind}/:id/license/:licenseId`,
      {
        config: { access: signedInWith(FEATURES.licensingView) },
        schema: { tags, summary: `An ${kind} licence` },
      },
      async (request, reply) => {
        const p = decodeOr400(LicenceOwnerParams, request.params, reply, 'params');
        if (!p) return reply;
        return sendAdmin(
          reply,
          await getLicence(
            { repo: deps.read.distributionAdmin, read: deps.read.distribution },
            actor(request),
            owner(p.id),
            p.licenseId,
          ),
        );
      },
    );
    app.put(
      `${base}/${kind}/:id/license/:licenseId`,
      {
        config: { access: signedInWith(FEATURES.licensingEdit) },
        schema: { tags, summary: `Edit an ${kind} licence (isDeleted marks it deleted)` },
      },
      async (request, reply) => {
        const p = decodeOr400(LicenceOwnerParams, request.params, reply, 'params');
        const body = p && decodeOr400(LicenceUpdateBody, request.body, reply, 'body');
        if (!p || !body) return reply;
        const license = typeof body['license'] === 'object' ? body['license'] : body;
        const r = await deps.inTransaction((repos) =>
          updateLicence(
            { repo: repos.distributionAdmin, read: repos.distribution },
            actor(request),
            owner(p.id),
            p.licenseId,
            license,
          ),
        );
        return sendAdmin(reply, r);
      },
    );
  }

  app.post(
    `${base}/licenses/export`,
    {
      config: { access: signedInWith(FEATURES.licensingView) },
      schema: { tags, summary: 'The filtered licence search as XLSX (or CSV with format=csv)' },
    },
    async (request, reply) => {
      const body = decodeOr400(LicenceSearchBody, request.body ?? {}, reply, 'body');
      const params = body && decodeOr400(ExportParams, request.query, reply, 'query');
      if (!body || !params) return reply;
      const table = await deps.inTransaction((repos) =>
        exportLicences(repos.distribution, actor(request), body, params),
      );
      const lang = params.lang ?? languageOf(request);
      return sendTable(reply, 'licences', params.format ?? 'xlsx', table, lang);
    },
  );
};

/** An export as a download (XLSX or CSV) named after what it holds. */
export const sendTable = async (
  reply: FastifyReply,
  name: string,
  format: 'xlsx' | 'csv',
  table: Parameters<typeof renderCsv>[0],
  lang: 'en' | 'fr',
): Promise<FastifyReply> => {
  reply.header('content-disposition', `attachment; filename="${name}.${format}"`);
  reply.header('cache-control', 'no-store');
  return format === 'csv'
    ? reply.type('text/csv; charset=utf-8').send(renderCsv(table, lang))
    : reply.type(XLSX_TYPE).send(await renderXlsx(table, lang));
};
