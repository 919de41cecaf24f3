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
  /** Conforming bodies holding a property their schema does not declare (a client never sees it typed). */
  readonly undeclared: readonly string[];
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

/** The schema with every object closed: a property it does not declare is refused (not inside allOf). */
const closed = (schema: unknown, inAllOf = false): unknown => {
  if (Array.isArray(schema)) return schema.map((s) => closed(s, inAllOf));
  if (typeof schema !== 'object' || schema === null) return schema;
  const s = Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [
      k,
      k === 'example' || k === 'enum' ? v : closed(v, k === 'allOf'),
    ]),
  );
  return s['type'] === 'object' && s['properties'] && s['additionalProperties'] === undefined && !inAllOf
    ? { ...s, additionalProperties: false }
    : s;
};

/**
 * Validates answers against the document with Ajv (OpenAPI 3.0's `nullable`, formats): each status
 * must be documented for its operation, and a JSON body must match the documented schema.
 */
export const openApiValidator = (document: OpenApiDocument) => {
  const ajv = new Ajv({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  const compiled = new Map<string, ValidateFunction>();
  const validate = (schema: Schema, value: unknown, strict = false): string | undefined => {
    const key = JSON.stringify([schema, strict]);
    let fn = compiled.get(key);
    if (!fn) {
      const whole = { ...schema, components: document.components };
      fn = ajv.compile(strict ? (closed(whole) as Schema) : whole);
      compiled.set(key, fn);
    }
    if (fn(value)) return undefined;
    const extra = fn.errors?.[0]?.params['additionalProperty'] as string | undefined;
    return ajv.errorsText(fn.errors, { dataVar: 'body' }) + (extra ? ` (${extra})` : '');
  };
  const paths = templates(document);

  const check = (calls: readonly AnsweredCall[]): Conformance => {
    const mismatches: string[] = [];
    const undeclared: string[] = [];
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
        const extra = problem ? undefined : validate(media.schema, call.body, true);
        if (problem) mismatches.push(`${what}: ${problem}`);
        if (extra) undeclared.push(`${what}: ${extra}`);
      }
    }
    return { checked: calls.length - outside, outside, mismatches, undeclared: [...new Set(undeclared)] };
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
export const expectAnswersAsDocumented = async (
  api: InProcessServer,
  label: string,
  documentPath = '/api/docs/json',
): Promise<void> => {
  const document = (await (await fetch(`${api.baseUrl}${documentPath}`)).json()) as OpenApiDocument;
  const validator = openApiValidator(document);
  const { checked, outside, mismatches, undeclared } = validator.check(api.answered);
  console.log(
    `OpenAPI conformance (${label}): ${checked} responses checked, ${mismatches.length} mismatches, ${undeclared.length} with undeclared properties (${outside} calls outside the document)`,
  );
  expect(checked).toBeGreaterThan(0);
  expect(mismatches).toEqual([]);
  // Every property an answer carries is declared: a client sees it typed.
  expect(undeclared).toEqual([]);
  expect(validator.examples()).toEqual([]);
};
