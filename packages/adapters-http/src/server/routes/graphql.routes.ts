import { GraphqlRequest } from '@tripx/application';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, execute, parse, validate, type DocumentNode } from 'graphql';
import type { HttpDeps } from '../http-deps';
import { decodeOr400 } from '../decode';
import { messageOf } from '../http-errors';
import { costError, limitedRules } from '../graphql/graphql-limits';
import { graphqlRoot, graphqlSchema } from '../graphql/graphql-schema';
import { PUBLIC, apiLimit } from '../plugins/request-context';

const badQuery = (errors: readonly GraphQLError[]) => ({
  error: {
    code: 'badRequest',
    message: messageOf('badRequest'),
    fields: [{ path: 'body.query', code: 'invalidValue' }],
  },
  errors: errors.map((e) => ({ message: e.message, locations: e.locations })),
});

/** POST /graphql (spec 7.2): a parse or validation error is a 400; a resolver failure never leaks its message. */
export const graphqlRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  const root = graphqlRoot(deps);
  app.post(
    '/graphql',
    {
      config: { access: PUBLIC, rateLimit: apiLimit(deps) },
      schema: { tags: ['graphql'], summary: 'Locations, needs analysis, plans, product configurations' },
    },
    async (request, reply) => {
      const body = decodeOr400(GraphqlRequest, request.body, reply, 'body');
      if (!body) return reply;
      let document: DocumentNode;
      try {
        document = parse(body.query, { maxTokens: 2000 });
      } catch (e) {
        return reply
          .code(400)
          .send(badQuery([e instanceof GraphQLError ? e : new GraphQLError('Syntax error')]));
      }
      // Limits before execution: an anonymous query of 180 aliases held the event loop for 14.5 s.
      const invalid = validate(graphqlSchema, document, limitedRules);
      if (invalid.length > 0) return reply.code(400).send(badQuery(invalid));
      const tooCostly = costError(
        graphqlSchema,
        document,
        body.variables ?? undefined,
        body.operationName ?? undefined,
      );
      if (tooCostly) return reply.code(400).send(badQuery([tooCostly]));
      const result = await execute({
        schema: graphqlSchema,
        document,
        rootValue: root,
        contextValue: { organizationCode: request.sessionState?.organizationCode ?? null },
        variableValues: body.variables ?? undefined,
        operationName: body.operationName ?? undefined,
      });
      const errors = result.errors?.map((e) => {
        // Bad variables are the caller's mistake; anything else is ours and its text stays in the log.
        const callerError = e.originalError === undefined || e.originalError instanceof GraphQLError;
        if (!callerError) request.log.error({ err: e.originalError }, 'graphql resolver failed');
        return {
          message: callerError ? e.message : messageOf('internalError'),
          path: e.path,
          locations: e.locations,
        };
      });
      const onlyCallerErrors = result.data === undefined && errors !== undefined;
      return reply
        .code(onlyCallerErrors ? 400 : 200)
        .send(errors ? { data: result.data ?? null, errors } : { data: result.data });
    },
  );
};
