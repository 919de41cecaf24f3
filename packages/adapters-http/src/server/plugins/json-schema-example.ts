import type { JsonSchema } from './io-ts-json-schema';

const DEPTH = 6;

const stringOf = (schema: JsonSchema): string => {
  if (schema['format'] === 'date') return '2026-07-01';
  if (schema['format'] === 'date-time') return '2026-07-01T09:00:00-04:00';
  if (schema['format'] === 'binary') return '';
  const max = typeof schema['maxLength'] === 'number' ? schema['maxLength'] : 6;
  return 'sample'.slice(0, Math.max(1, max));
};

const numberOf = (schema: JsonSchema): number => {
  const min = typeof schema['minimum'] === 'number' ? schema['minimum'] : undefined;
  const max = typeof schema['maximum'] === 'number' ? schema['maximum'] : undefined;
  return min !== undefined && min > 0 ? min : max !== undefined && max < 0 ? max : 0;
};

/**
 * A value the schema accepts, built from it: the first of an enum, the least number in range, a
 * short string, every property of an object. An example per operation that cannot drift from its
 * schema (the conformance test validates each one).
 */
export const exampleOf = (
  schema: JsonSchema,
  definitions: Readonly<Record<string, JsonSchema>>,
  depth = 0,
): unknown => {
  const next = (s: unknown) => exampleOf(s as JsonSchema, definitions, depth + 1);
  const ref = schema['$ref'];
  if (typeof ref === 'string') {
    const target = definitions[ref.replace('#/components/schemas/', '')];
    return target ? exampleOf(target, definitions, depth + 1) : null;
  }
  const values = schema['enum'] as readonly unknown[] | undefined;
  if (values) return values.find((v) => v !== null) ?? null;
  const anyOf = schema['anyOf'] as readonly JsonSchema[] | undefined;
  if (anyOf) return next(anyOf.find((s) => !s['nullable']) ?? anyOf[0]);
  const allOf = schema['allOf'] as readonly JsonSchema[] | undefined;
  if (allOf) return Object.assign({}, ...allOf.map(next)) as unknown;
  switch (schema['type']) {
    case 'string':
      return schema['pattern'] === '\\S' ? 'sample' : stringOf(schema);
    case 'integer':
    case 'number':
      return numberOf(schema);
    case 'boolean':
      return true;
    case 'array': {
      const size = typeof schema['minItems'] === 'number' ? schema['minItems'] : 1;
      return depth >= DEPTH ? [] : Array.from({ length: size }, () => next(schema['items'] ?? {}));
    }
    case 'object': {
      const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema['required'] as string[] | undefined) ?? []);
      return Object.fromEntries(
        Object.entries(properties)
          .filter(([k]) => depth < DEPTH || required.has(k))
          .map(([k, s]) => [k, next(s)]),
      );
    }
    default:
      return null;
  }
};
