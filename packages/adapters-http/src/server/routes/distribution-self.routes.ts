import { AgentSearchQuery, OrganizationCodeQuery } from '@tripx/application';
import { FEATURES } from '@tripx/domain';
import type { FastifyInstance } from 'fastify';
import { answerEffect } from '../answer-effect';
import { DISTRIBUTION_STATUSES } from '../distribution.statuses';
import type { HttpDeps } from '../http-deps';
import { decodeOr400 } from '../decode';
import { actor, signedInWith } from '../plugins/request-context';

const tags = ['distribution'];
const base = '/api/distribution';

/**
 * findByOrgCode, org, profile (spec 7.5: agent endpoints, so behind agent administration like
 * getProfileByRef), the referring agents a booking may name (booking claims), and
 * the users-internal listing of LAN_ID users (spec 2.4).
 */
export const distributionSelfRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  const distribution = deps.distribution;
  app.get(
    `${base}/agent/findByOrgCode`,
    {
      config: { access: signedInWith(FEATURES.agency) },
      schema: { tags, summary: 'One organization by its code (query code), if the caller may see it' },
    },
    async (request, reply) => {
      const q = decodeOr400(OrganizationCodeQuery, request.query, reply, 'query');
      if (!q) return reply;
      const found = distribution.findOrganizationByCode.execute(actor(request), q.code);
      return answerEffect(reply, found, DISTRIBUTION_STATUSES);
    },
  );

  app.get(
    `${base}/agent/org`,
    {
      config: { access: signedInWith(FEATURES.agentAdminRead) },
      schema: { tags, summary: "The caller's organizations, default first" },
    },
    async (request, reply) =>
      answerEffect(reply, distribution.ownOrganizations.execute(actor(request)), DISTRIBUTION_STATUSES),
  );

  app.get(
    `${base}/agent/profile`,
    {
      config: { access: signedInWith(FEATURES.agentAdminRead) },
      schema: { tags, summary: "The caller's own profile (deleted licences dropped)" },
    },
    async (request, reply) =>
      answerEffect(reply, distribution.ownProfile.execute(actor(request)), DISTRIBUTION_STATUSES),
  );

  app.get(
    `${base}/agent/referring`,
    {
      config: { access: signedInWith(FEATURES.bookQuote) },
      schema: {
        tags,
        summary:
          "Agents of the caller's current organization a booking may name as referredBy: [{ profileCode, firstName, lastName }], not INACTIVE, by last then first name (ReferringAgentsResponseCodec)",
      },
    },
    async (request, reply) =>
      answerEffect(reply, distribution.referringAgents.execute(actor(request)), DISTRIBUTION_STATUSES),
  );

  app.get(
    `${base}/users-internal/search`,
    {
      config: { access: signedInWith(FEATURES.users) },
      schema: { tags, summary: 'LAN_ID users (staff only), with the agent search filters, sort and paging' },
    },
    async (request, reply) => {
      const q = decodeOr400(AgentSearchQuery, request.query, reply, 'query');
      if (!q) return reply;
      const { organizationCode: _ignored, ...criteria } = q;
      const found = distribution.searchInternalUsers.execute(actor(request), criteria);
      return answerEffect(reply, found, DISTRIBUTION_STATUSES);
    },
  );
};
