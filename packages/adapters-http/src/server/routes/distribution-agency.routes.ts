import {
  CodeParams,
  ContractContentBody,
  LinkBody,
  LinkIdParams,
  LinkSectionParams,
  ReportFormatQuery,
  SalesReportBody,
  salesReportTable,
} from '@tripx/application';
import { FEATURES } from '@tripx/domain';
import { Effect } from 'effect';
import type { FastifyInstance } from 'fastify';
import { answerEffect } from '../answer-effect';
import { DISTRIBUTION_STATUSES } from '../distribution.statuses';
import type { HttpDeps } from '../http-deps';
import { decodeOr400 } from '../decode';
import { sendError } from '../http-errors';
import { PUBLIC, actor, languageOf, signedInWith } from '../plugins/request-context';
import { answerDownload } from './distribution-admin.routes';

const tags = ['distribution'];
const base = '/api/distribution';

/** Agency details, reports, maintenance content and external links (issue 9). */
export const distributionAgencyRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  const distribution = deps.distribution;
  app.get(
    `${base}/agency/:code`,
    {
      config: { access: signedInWith(FEATURES.agency) },
      schema: { tags, summary: 'Organization details, contacts, contract roots and category display' },
    },
    async (request, reply) => {
      const p = decodeOr400(CodeParams, request.params, reply, 'params');
      if (!p) return reply;
      const organization = distribution.getOrganization.execute(actor(request), p.code);
      return answerEffect(reply, organization, DISTRIBUTION_STATUSES);
    },
  );

  for (const [path, summary] of [
    ['reports', 'SalesJournals or SalesActivity of an organization and period (JSON)'],
    ['reports/export', 'The same report as XLSX (or CSV with format=csv)'],
  ] as const)
    app.post(
      `${base}/${path}`,
      { config: { access: signedInWith(FEATURES.reports) }, schema: { tags, summary } },
      async (request, reply) => {
        const body = decodeOr400(SalesReportBody, request.body, reply, 'body');
        const q = body && decodeOr400(ReportFormatQuery, request.query, reply, 'query');
        if (!body || !q) return reply;
        if (body.from > body.to)
          return sendError(reply, 400, 'invalidValue', [{ path: 'body.to', code: 'invalidValue' }]);
        const report = distribution.salesReport.execute(actor(request), {
          report: body.report,
          level: body.level ?? 'agency',
          organizationCode: body.organizationCode,
          includeChildOrganizations: body.includeChildOrganizations ?? false,
          from: body.from,
          to: body.to,
        });
        if (path === 'reports') return answerEffect(reply, report, DISTRIBUTION_STATUSES);
        const lang = body.lang ?? languageOf(request);
        const file = { name: body.report, format: q.format ?? 'xlsx', lang } as const;
        return answerDownload(deps.exportFiles, reply, Effect.map(report, salesReportTable), file);
      },
    );

  app.get(
    `${base}/maintenance/:code/content`,
    {
      config: { access: signedInWith(FEATURES.configuration) },
      schema: { tags, summary: 'An organization and its contract content in EN and FR' },
    },
    async (request, reply) => {
      const p = decodeOr400(CodeParams, request.params, reply, 'params');
      if (!p) return reply;
      const organization = distribution.getOrganization.execute(actor(request), p.code);
      return answerEffect(reply, organization, DISTRIBUTION_STATUSES);
    },
  );

  app.put(
    `${base}/maintenance/:code/content`,
    {
      config: { access: signedInWith(FEATURES.configuration) },
      schema: { tags, summary: 'Save contract content keys in EN and FR (HTML sanitized)' },
    },
    async (request, reply) => {
      const p = decodeOr400(CodeParams, request.params, reply, 'params');
      const body = p && decodeOr400(ContractContentBody, request.body, reply, 'body');
      if (!p || !body) return reply;
      const saved = distribution.editContractContent.execute(actor(request), p.code, body);
      return answerEffect(reply, saved, DISTRIBUTION_STATUSES);
    },
  );

  app.get(
    `${base}/links/:section`,
    {
      // Public: the pages these links fill are open to every viewer (spec 2.5), and the links are
      // not secret; a visitor gets the links of every organization, a user also their own.
      config: { access: PUBLIC },
      schema: { tags, summary: 'Links of /external, /resources, /forms or /faq (allowed domains only)' },
    },
    async (request, reply) => {
      const p = decodeOr400(LinkSectionParams, request.params, reply, 'params');
      if (!p) return reply;
      const links = distribution.listLinks.execute(actor(request), p.section);
      return answerEffect(reply, links, DISTRIBUTION_STATUSES);
    },
  );

  app.put(
    `${base}/links/:section`,
    {
      config: { access: signedInWith(FEATURES.configuration) },
      schema: { tags, summary: 'Add or replace a link; its domain must be on the allowed list' },
    },
    async (request, reply) => {
      const p = decodeOr400(LinkSectionParams, request.params, reply, 'params');
      const body = p && decodeOr400(LinkBody, request.body, reply, 'body');
      if (!p || !body) return reply;
      const saved = distribution.saveLink.execute(actor(request), p.section, body);
      return answerEffect(reply, saved, DISTRIBUTION_STATUSES);
    },
  );

  app.delete(
    `${base}/links/:section/:id`,
    {
      config: { access: signedInWith(FEATURES.configuration) },
      schema: { tags, summary: 'Remove a link' },
    },
    async (request, reply) => {
      const p = decodeOr400(LinkIdParams, request.params, reply, 'params');
      if (!p) return reply;
      const deleted = distribution.deleteLink.execute(actor(request), p.id);
      return answerEffect(reply, deleted, DISTRIBUTION_STATUSES);
    },
  );

  app.get(
    `${base}/links-allowed-domains`,
    {
      config: { access: signedInWith(FEATURES.configuration) },
      schema: { tags, summary: 'The allowed-domains list of external links' },
    },
    async (_request, reply) =>
      answerEffect(reply, distribution.allowedLinkDomains.execute(), DISTRIBUTION_STATUSES),
  );
};
