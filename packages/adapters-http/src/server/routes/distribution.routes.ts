import {
  AgentListQuery,
  AgentSearchQuery,
  LicenceSearchBody,
  LicenceSearchParams,
  OrganizationCodeQuery,
  OrganizationSearchBody,
  ProfileRefQuery,
  getAgencyHierarchy,
  getProfile,
  listOrganizations,
  searchAgents,
  searchLicences,
} from '@tripx/application';
import { FEATURES } from '@tripx/domain';
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http-deps';
import { decodeOr400 } from '../decode';
import { sendError } from '../http-errors';
import { actor, signedInWith } from '../plugins/request-context';

const tags = ['distribution'];
const base = '/api/distribution';

/** Read side of spec 7.5 (agents, organizations, licences); writes come with the distribution issue. */
export const distributionRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  app.get(
    `${base}/agent/search`,
    {
      config: { access: signedInWith(FEATURES.agentAdminRead) },
      schema: { tags, summary: 'Agent search with paging and sort' },
    },
    async (request, reply) => {
      const q = decodeOr400(AgentSearchQuery, request.query, reply, 'query');
      if (!q) return reply;
      return reply.send(
        await deps.inTransaction((repos) => searchAgents(repos.distribution, actor(request), q)),
      );
    },
  );

  app.get(
    `${base}/agent/getProfileByRef`,
    {
      config: { access: signedInWith(FEATURES.agentAdminRead) },
      schema: { tags, summary: 'An agent profile; deleted licences dropped' },
    },
    async (request, reply) => {
      const q = decodeOr400(ProfileRefQuery, request.query, reply, 'query');
      if (!q) return reply;
      const r = await deps.inTransaction((repos) =>
        getProfile(repos.distribution, actor(request), q.profileRef),
      );
      return r.ok ? reply.send(r.value) : sendError(reply, 404, r.code);
    },
  );

  app.get(
    `${base}/agent/getAgencyHierarchy`,
    {
      config: { access: signedInWith(FEATURES.agency) },
      schema: { tags, summary: 'An organization and the organizations below it' },
    },
    async (request, reply) => {
      const q = decodeOr400(OrganizationCodeQuery, request.query, reply, 'query');
      if (!q) return reply;
      const r = await getAgencyHierarchy(deps.read.distribution, actor(request), q.code);
      return r.ok ? reply.send(r.value) : sendError(reply, 404, r.code);
    },
  );

  app.get(
    `${base}/agent/getRoles`,
    {
      config: { access: signedInWith(FEATURES.agentAdminRead) },
      schema: { tags, summary: 'Roles an agent may be given (category Agency)' },
    },
    async (_request, reply) => {
      const roles = await deps.read.distribution.roles();
      return reply.send(roles.filter((r) => r.category === 'Agency'));
    },
  );

  app.get(
    `${base}/agent/agentlist`,
    {
      config: { access: signedInWith(FEATURES.agentAdminRead) },
      schema: { tags, summary: 'Users of an organization' },
    },
    async (request, reply) => {
      const q = decodeOr400(AgentListQuery, request.query, reply, 'query');
      if (!q) return reply;
      const found = await deps.inTransaction((repos) =>
        searchAgents(repos.distribution, actor(request), {
          organizationCode: q.organizationCode,
          limit: 100,
        }),
      );
      return reply.send(found.agents);
    },
  );

  app.post(
    `${base}/licenses/search`,
    {
      config: { access: signedInWith(FEATURES.licensingView) },
      schema: { tags, summary: 'Licence search (filter body, paging params)' },
    },
    async (request, reply) => {
      const body = decodeOr400(LicenceSearchBody, request.body ?? {}, reply, 'body');
      const params = body && decodeOr400(LicenceSearchParams, request.query, reply, 'query');
      if (!body || !params) return reply;
      return reply.send(
        await deps.inTransaction((repos) => searchLicences(repos.distribution, actor(request), body, params)),
      );
    },
  );

  for (const [path, feature] of [
    ['list-organization', FEATURES.agency],
    ['list-organization-reports', FEATURES.reports],
  ] as const)
    app.post(
      `${base}/${path}`,
      {
        config: { access: signedInWith(feature) },
        schema: { tags, summary: 'Organizations the caller may see (external report organization search)' },
      },
      async (request, reply) => {
        const body = decodeOr400(OrganizationSearchBody, request.body ?? {}, reply, 'body');
        if (!body) return reply;
        return reply.send(await listOrganizations(deps.read.distribution, actor(request), body));
      },
    );
};
