import { TranslationParams, TranslationQuery, getTranslations } from '@tripx/application';
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http-deps';
import { decodeOr400 } from '../decode';
import { sendError } from '../http-errors';
import { PUBLIC } from '../plugins/request-context';

/** Spec 7.2: labels of a translation space, `[{ language, labels }]`. */
export const translationRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  app.get(
    '/tms/translationspaces/:space/translations/:name',
    {
      config: { access: PUBLIC },
      schema: { tags: ['translations'], summary: 'Labels of one translation, in one language or both' },
    },
    async (request, reply) => {
      const params = decodeOr400(TranslationParams, request.params, reply, 'params');
      if (!params) return reply;
      const query = decodeOr400(TranslationQuery, request.query, reply, 'query');
      if (!query) return reply;
      const r = await getTranslations(deps.read.translations, params.space, params.name, query.lang);
      return r.ok
        ? reply.header('cache-control', 'public, max-age=60').send(r.value)
        : sendError(reply, 404, r.code);
    },
  );
};
