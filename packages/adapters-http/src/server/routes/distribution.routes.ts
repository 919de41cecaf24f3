import {
  AgentListQuery,
  AgentSearchQuery,
  LicenceSearchBody,
  LicenceSearchParams,
  OrganizationCodeQuery,
  OrganizationSearchBody,
  ProfileRefQuery,
} from '@tripx/application';
import { FEATURES } from '@tripx/domain';
import type { FastifyInstance } from 'fastify';
import { answerEffect } from '../answer-effect';
import { DISTRIBUTION_STATUSES } from '../distribution.statuses';
import type { HttpDeps } from '../http-deps';
import { decodeOr400 } from '../decode';
import { actor, signedInWith } from '../plugins/request-context';

const tags = ['distribution'];
const base = '/api/distribution';

/** Read side of spec 7.5 (agents, organizations, licences), answered by application/distribution. */
export const distributionRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  const distribution = deps.distribution;
  app.get(
    `${base}/agent/search`,
    {
      config: { access: signedInWith(FEATURES.agentAdminRead) },
      schema: { tags, summary: 'Agent search with paging and sort' },
    },
    async (request, reply) => {
      const q = decodeOr400(AgentSearchQuery, request.query, reply, 'query');
      if (!q) return reply;
      return answerEffect(reply, distribution.searchAgents.execute(actor(request), q), DISTRIBUTION_STATUSES);
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
      const profile = distribution.getProfile.execute(actor(request), q.profileRef);
      return answerEffect(reply, profile, DISTRIBUTION_STATUSES);
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
      const hierarchy = distribution.agencyHierarchy.execute(actor(request), q.code);
      return answerEffect(reply, hierarchy, DISTRIBUTION_STATUSES);
    },
  );

  app.get(
    `${base}/agent/getRoles`,
    {
      config: { access: signedInWith(FEATURES.agentAdminRead) },
      schema: { tags, summary: 'Roles an agent may be given (category Agency)' },
    },
    async (_request, reply) => answerEffect(reply, distribution.agencyRoles.execute(), DISTRIBUTION_STATUSES),
  );

  app.get(
    `${base}/agent/agentlist`,
    {
      config: { access: signedInWith(FEATURES.agentAdminRead) },
      schema: { tags, summary: 'Users of an organization, as user records (spec 3)' },
    },
    async (request, reply) => {
      const q = decodeOr400(AgentListQuery, request.query, reply, 'query');
      if (!q) return reply;
      const users = distribution.organizationUsers.execute(actor(request), q.organizationCode);
      return answerEffect(reply, users, DISTRIBUTION_STATUSES);
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
      const found = distribution.searchLicences.execute(actor(request), body, params);
      return answerEffect(reply, found, DISTRIBUTION_STATUSES);
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
        const found = distribution.listOrganizations.execute(actor(request), body);
        return answerEffect(reply, found, DISTRIBUTION_STATUSES);
      },
    );
};
