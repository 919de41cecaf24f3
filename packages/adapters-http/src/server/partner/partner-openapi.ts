import { ProblemCodec } from '@tripx/application';
import type * as t from 'io-ts';
import { exampleOf } from '../plugins/json-schema-example';
import { jsonSchemaConverter, type JsonSchema } from '../plugins/io-ts-json-schema';
import { operationIdOf, responsesOf } from '../plugins/openapi-document';
import { PARTNER_CONTRACTS, PARTNER_PREFIX, type PartnerRoute } from './partner-contracts';
import { PROBLEM_MEDIA_TYPE, problemOf } from './problem';

/** The partner API's version, as its document states it (the paths carry its major version). */
export const PARTNER_API_VERSION = '1.0.0';

type Operation = Record<string, unknown>;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What every partner route may answer besides its use cases: input, the key, its scope, its rate. */
const edgeStatuses = (method: string, url: string): number[] => [
  400,
  401,
  403,
  ...(UNSAFE.has(method) ? [408, 413, 415] : []),
  ...(url.includes(':') ? [414] : []),
  429,
  500,
];

/** The properties of an object schema (an intersection is one object already) as parameters `in`. */
const parametersOf = (schema: JsonSchema | undefined, where: 'path' | 'query'): Operation[] => {
  const properties = (schema?.['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.['required'] as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: s,
  }));
};

const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: true,
  description:
    'Your key for this request (8–100 characters of `A-Za-z0-9._:-`, a UUID fits): the same key and body answer the first answer again (header `idempotent-replayed: true`); the same key with another body is refused (409 idempotencyKeyConflict).',
  schema: { type: 'string', minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9._:-]{8,100}$' },
};

const LANG = {
  name: 'lang',
  in: 'query',
  required: false,
  description: 'The document’s language (the policy’s own when absent).',
  schema: { type: 'string', enum: ['en', 'fr'] },
};

const EXAMPLE_CODES: Readonly<Record<number, string>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
  500: 'internalError',
  503: 'unavailable',
};

/** The example of a problem of `status`, with one of the API's own codes. */
const problemExample = (status: number) =>
  problemOf(status, {
    code: EXAMPLE_CODES[status] ?? 'badRequest',
    fields: status === 400 ? [{ name: 'body.tripInformation.startDate', code: 'required' }] : [],
  });

const operationOf = (
  method: string,
  url: string,
  route: PartnerRoute,
  schemaOf: (codec: t.Mixed) => JsonSchema,
): Operation => {
  const parameters = [
    ...parametersOf(route.params && schemaOf(route.params), 'path'),
    ...parametersOf(route.querystring && schemaOf(route.querystring), 'query'),
    ...(UNSAFE.has(method) ? [IDEMPOTENCY_KEY] : []),
    ...('file' in route.ok ? [LANG] : []),
  ];
  return {
    operationId: operationIdOf(method, url.replace(PARTNER_PREFIX, '')),
    tags: ['partner'],
    summary: route.summary,
    description: `${route.description}\n\nScope: \`${route.scope}\`.`,
    security: [{ partnerKey: [] }],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaOf(route.body) } },
          },
        }
      : {}),
    responses: responsesOf(route, edgeStatuses(method, url), schemaOf, {
      media: PROBLEM_MEDIA_TYPE,
      ref: '#/components/schemas/Problem',
      example: problemExample,
    }),
  };
};

/** Every media of an operation (request and answers), to give each an example. */
const mediaOf = (op: Operation): Record<string, unknown>[] =>
  [op['requestBody'], ...Object.values((op['responses'] ?? {}) as Record<string, unknown>)].flatMap((part) =>
    Object.values(
      ((part as { content?: Record<string, Record<string, unknown>> } | undefined)?.content ?? {}) as Record<
        string,
        Record<string, unknown>
      >,
    ),
  );

/**
 * The partner API's OpenAPI document, made from the io-ts codecs of PARTNER_CONTRACTS the way the
 * main document is (the same converter, status tables and generated examples): every route with
 * its scope, the Idempotency-Key header of each POST, every status it answers with its problem
 * body, and the bearer key as its security scheme.
 */
export const partnerDocument = (publicUrl: string) => {
  const converter = jsonSchemaConverter();
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [key, route] of Object.entries(PARTNER_CONTRACTS)) {
    const [method = '', url = ''] = key.split(' ');
    const path = url.replace(/:([A-Za-z]+)/g, '{$1}');
    (paths[path] ??= {})[method.toLowerCase()] = operationOf(method, url, route, converter.schemaOf);
  }
  const schemas = { ...converter.definitions(), Problem: converter.schemaOf(ProblemCodec) };
  for (const media of Object.values(paths).flatMap((ops) => Object.values(ops).flatMap(mediaOf)))
    if (media['schema'] && !('example' in media))
      media['example'] = exampleOf(media['schema'] as JsonSchema, schemas);
  return {
    openapi: '3.0.3',
    info: {
      title: 'tripx partner API',
      version: PARTNER_API_VERSION,
      description:
        'Quote, bind and follow travel-insurance policies from your own servers. Send your key as `Authorization: Bearer <key>`; each route needs a scope of the key. Every POST needs an `Idempotency-Key` header. Refusals are RFC 9457 problems (`application/problem+json`) with our `code` and the `fields` they point at. The guide: /partner/docs.',
    },
    servers: [{ url: publicUrl, description: 'This server (PUBLIC_URL)' }],
    tags: [{ name: 'partner', description: 'Quotes, policies and their documents' }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        partnerKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API key of your organization (staff create it, with its scopes and environment).',
        },
      },
    },
  };
};
