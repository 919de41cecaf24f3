import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http-deps';
import { sendError } from '../http-errors';
import { PUBLIC } from '../plugins/request-context';

/** Liveness (the process answers) and readiness (the database answers too). */
export const healthRoutes = (app: FastifyInstance, deps: HttpDeps, isClosing: () => boolean): void => {
  app.get(
    '/healthz',
    { config: { access: PUBLIC }, schema: { tags: ['health'], summary: 'The process is alive' } },
    async (_request, reply) => reply.send({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['health'],
        summary: 'Ready: the database answers and the server is not shutting down',
      },
    },
    async (_request, reply) => {
      if (isClosing()) return sendError(reply, 503, 'unavailable');
      return (await deps.ping()) ? reply.send({ status: 'ready' }) : sendError(reply, 503, 'unavailable');
    },
  );
};
