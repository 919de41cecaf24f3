import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import type { AnsweredCall } from './api-client';
import type { InProcessServer } from './servers';

type Schema = Record<string, unknown>;
interface Media {
  readonly schema?: Schema;
  readonly example?: unknown;
}
interface Operation {
  readonly operationId: string;
  readonly requestBody?: { readonly content: Record<string, Media> };
  readonly responses: Record<string, { readonly content?: Record<string, Media> }>;
}
export interface OpenApiDocument {
  readonly paths: Record<string, Record<string, Operation>>;
  readonly components: { readonly schemas: Record<string, Schema> };
}

export interface Conformance {
  readonly checked: number;
  /** Calls to no path of the document (the unknown-path 404, the document itself, the apps). */
  readonly outside: number;
  readonly mismatches: readonly string[];
}

/** `/api/policies/{policyNumber}` as a regular expression; static paths are tried first. */
const templates = (document: OpenApiDocument) =>
  Object.keys(document.paths)
    .map((path) => ({
      path,
      params: (path.match(/\{/g) ?? []).length,
      pattern: new RegExp(
        `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
      ),
    }))
    .sort((a, b) => a.params - b.params);

/**
 * Validates answers against the document with Ajv (OpenAPI 3.0's `nullable`, formats): each status
 * must be documented for its operation, and a JSON body must match the documented schema.
 */
export const openApiValidator = (document: OpenApiDocument) => {
  const ajv = new Ajv({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  const compiled = new Map<Schema, ValidateFunction>();
  const validate = (schema: Schema, value: unknown): string | undefined => {
    let fn = compiled.get(schema);
    if (!fn) {
      fn = ajv.compile({ ...schema, components: document.components });
      compiled.set(schema, fn);
    }
    return fn(value) ? undefined : ajv.errorsText(fn.errors, { dataVar: 'body' });
  };
  const paths = templates(document);

  const check = (calls: readonly AnsweredCall[]): Conformance => {
    const mismatches: string[] = [];
    let outside = 0;
    for (const call of calls) {
      const path = call.path.split('?')[0] ?? '';
      const template = paths.find((p) => p.pattern.test(path));
      const operation = template && document.paths[template.path]?.[call.method.toLowerCase()];
      if (!operation) {
        outside += 1;
        continue;
      }
      const what = `${call.method} ${path} → ${call.status} (${operation.operationId})`;
      const response = operation.responses[String(call.status)];
      if (!response) {
        mismatches.push(`${what}: status not documented`);
        continue;
      }
      const type = call.contentType.split(';')[0]?.trim() ?? '';
      const media = response.content?.[type];
      if (!response.content) {
        if (call.body !== undefined && call.status !== 302)
          mismatches.push(`${what}: a body where none is documented`);
      } else if (!media) mismatches.push(`${what}: ${type || 'no content type'} not documented`);
      else if (type === 'application/json' && media.schema) {
        const problem = validate(media.schema, call.body);
        if (problem) mismatches.push(`${what}: ${problem}`);
      }
    }
    return { checked: calls.length - outside, outside, mismatches };
  };

  /** Every example of the document against its own schema. */
  const examples = (): readonly string[] =>
    Object.values(document.paths)
      .flatMap((ops) => Object.values(ops))
      .flatMap((op) => [
        ...Object.values(op.requestBody?.content ?? {}).map((m) => [op.operationId, m] as const),
        ...Object.values(op.responses).flatMap((r) =>
          Object.values(r.content ?? {}).map((m) => [op.operationId, m] as const),
        ),
      ])
      .filter(([, m]) => m.schema && m.example !== undefined && m.schema['format'] !== 'binary')
      .flatMap(([id, m]) => {
        const problem = validate(m.schema as Schema, m.example);
        return problem ? [`${id}: example ${problem}`] : [];
      });

  return { check, examples };
};

/**
 * The answers a suite's server gave (as its last test): each status documented for its operation,
 * each JSON body conforming, and every example of the document valid. Prints the count.
 */
export const expectAnswersAsDocumented = async (api: InProcessServer, label: string): Promise<void> => {
  const document = (await (await fetch(`${api.baseUrl}/api/docs/json`)).json()) as OpenApiDocument;
  const validator = openApiValidator(document);
  const { checked, outside, mismatches } = validator.check(api.answered);
  console.log(
    `OpenAPI conformance (${label}): ${checked} responses checked, ${mismatches.length} mismatches (${outside} calls outside the document)`,
  );
  expect(checked).toBeGreaterThan(0);
  expect(mismatches).toEqual([]);
  expect(validator.examples()).toEqual([]);
};
