import {
  AgencyLicenceBody,
  AgentLicenceBody,
  AgentProfileBody,
  ExportParams,
  LicenceOwnerParams,
  LicenceSearchBody,
  LicenceUpdateBody,
  ProfileRefQuery,
  type DistributionError,
  type ExportFileRenderer,
  type ExportTable,
} from '@tripx/application';
import { FEATURES, type AgentProfileForm } from '@tripx/domain';
import { Either, type Effect } from 'effect';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { answerEffect, failureAnswer, runEffect } from '../answer-effect';
import { DISTRIBUTION_STATUSES } from '../distribution.statuses';
import type { HttpDeps } from '../http-deps';
import { decodeOr400 } from '../decode';
import { actor, languageOf, signedInWith } from '../plugins/request-context';

const tags = ['distribution'];
const base = '/api/distribution';

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
  const distribution = deps.distribution;
  app.post(
    `${base}/agent/createProfile`,
    {
      config: { access: signedInWith(FEATURES.agentAdminCreate) },
      schema: { tags, summary: 'Register an agent (status NEW, country CA)' },
    },
    async (request, reply) => {
      const body = decodeOr400(AgentProfileBody, request.body, reply, 'body');
      if (!body) return reply;
      const created = distribution.createProfile.execute(actor(request), toForm(body));
      return answerEffect(reply, created, DISTRIBUTION_STATUSES, 201);
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
      const updated = distribution.updateProfile.execute(actor(request), q.profileRef, toForm(body));
      return answerEffect(reply, updated, DISTRIBUTION_STATUSES);
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
      const owner = { kind: 'AGENCY', organizationCode: body.organizationCode } as const;
      const created = distribution.createLicence.execute(actor(request), owner, body.license);
      return answerEffect(reply, created, DISTRIBUTION_STATUSES, 201);
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
      const owner = { kind: 'AGENT', profileRef: body.profileRef } as const;
      const created = distribution.createLicence.execute(actor(request), owner, body.license);
      return answerEffect(reply, created, DISTRIBUTION_STATUSES, 201);
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
        const licence = distribution.getLicence.execute(actor(request), owner(p.id), p.licenseId);
        return answerEffect(reply, licence, DISTRIBUTION_STATUSES);
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
        const updated = distribution.updateLicence.execute(actor(request), owner(p.id), p.licenseId, license);
        return answerEffect(reply, updated, DISTRIBUTION_STATUSES);
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
      const table = distribution.exportLicences.execute(actor(request), body, params);
      const lang = params.lang ?? languageOf(request);
      return answerDownload(deps.exportFiles, reply, table, {
        name: 'licences',
        format: params.format ?? 'xlsx',
        lang,
      });
    },
  );
};

/** Runs an export once: the table as a download, or the failure as the API's error answer. */
export const answerDownload = async <E extends DistributionError>(
  files: ExportFileRenderer,
  reply: FastifyReply,
  table: Effect.Effect<ExportTable, E>,
  file: { readonly name: string; readonly format: 'xlsx' | 'csv'; readonly lang: 'en' | 'fr' },
): Promise<FastifyReply> => {
  const r = await runEffect(table);
  if (Either.isRight(r)) return sendTable(files, reply, file.name, file.format, r.right, file.lang);
  const { status, body } = failureAnswer(r.left, DISTRIBUTION_STATUSES);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An export as a download (XLSX or CSV) named after what it holds. */
export const sendTable = async (
  files: ExportFileRenderer,
  reply: FastifyReply,
  name: string,
  format: 'xlsx' | 'csv',
  table: ExportTable,
  lang: 'en' | 'fr',
): Promise<FastifyReply> => {
  reply.header('content-disposition', `attachment; filename="${name}.${format}"`);
  reply.header('cache-control', 'no-store');
  return format === 'csv'
    ? reply.type('text/csv; charset=utf-8').send(files.csv(table, lang))
    : reply.type(XLSX_TYPE).send(await files.xlsx(table, lang));
};
