import { isSelfDescribing, type JsonSchema } from '@tripx/application';
import * as t from 'io-ts';

export type { JsonSchema };

const isOptional = (codec: t.Mixed): boolean =>
  codec instanceof t.UndefinedType ||
  codec instanceof t.VoidType ||
  (codec instanceof t.UnionType && (codec.types as t.Mixed[]).some(isOptional));

const object = (properties: Record<string, JsonSchema>, required: readonly string[]): JsonSchema => ({
  type: 'object',
  properties,
  ...(required.length > 0 ? { required } : {}),
});

/** `{ a } & { b }` as one object when every part is a plain object; allOf otherwise. */
const intersection = (parts: readonly JsonSchema[]): JsonSchema => {
  const plain = (p: JsonSchema) => p['type'] === 'object' && p['properties'] && !p['additionalProperties'];
  if (!parts.every(plain)) return { allOf: parts };
  return object(Object.assign({}, ...parts.map((p) => p['properties'])) as Record<string, JsonSchema>, [
    ...new Set(parts.flatMap((p) => (p['required'] as string[] | undefined) ?? [])),
  ]);
};

/** Only null (OpenAPI 3.0 has no null type: `nullable` needs a type beside it). */
const NULL: JsonSchema = { type: 'object', nullable: true, enum: [null] };

const literals = (values: readonly (string | number | boolean)[]): JsonSchema => {
  const types = [...new Set(values.map((v) => typeof v))];
  return types.length === 1 ? { type: types[0], enum: values } : { anyOf: values.map((v) => literals([v])) };
};

/** `schema | null`: a typed schema gets `nullable` (and null in its enum); an untyped one takes null already. */
const orNull = (schema: JsonSchema): JsonSchema => {
  if (schema['anyOf']) return { anyOf: [...(schema['anyOf'] as JsonSchema[]), NULL] };
  if (schema['$ref'] || schema['allOf']) return { anyOf: [schema, NULL] };
  if (!schema['type']) return schema;
  const values = schema['enum'] as readonly unknown[] | undefined;
  return { ...schema, nullable: true, ...(values ? { enum: [...values, null] } : {}) };
};

/** A name usable as a key of `components.schemas`. */
const componentName = (name: string): string => name.replace(/[^A-Za-z0-9._-]/g, '_');

/**
 * io-ts codecs → JSON Schema (OpenAPI 3.0), for the API document only: requests are still decoded
 * by the codecs themselves. Every kind io-ts has that a JSON contract uses: primitives, literals,
 * keyof, type, partial, exact and strict, readonly, arrays, records, intersections, unions
 * (with null, or undefined for an optional property), brands and refinements, recursion (a
 * `$ref` to `components.schemas`, listed by `definitions`), and the codecs of our own, which
 * describe themselves (`describedAs` in @tripx/application). Not tuples: io-ts decodes a longer array
 * as the tuple, its extra components unchecked, which OpenAPI 3.0 cannot state; no contract has one.
 */
export const jsonSchemaConverter = () => {
  const definitions = new Map<string, JsonSchema>();

  const props = (codec: t.InterfaceType<t.Props> | t.PartialType<t.Props>) =>
    Object.fromEntries(
      Object.entries(codec.props as Record<string, t.Mixed>).map(([k, c]) => [k, schemaOf(c)]),
    );

  const union = (codec: t.UnionType<t.Mixed[]>): JsonSchema => {
    const members = (codec.types as t.Mixed[]).filter((c) => !isOptional(c));
    const rest = members.filter((c) => !(c instanceof t.NullType));
    const schema =
      rest.length > 0 && rest.every((c) => c instanceof t.LiteralType)
        ? literals(rest.map((c) => (c as t.LiteralC<string | number | boolean>).value))
        : rest.length === 1 && rest[0]
          ? schemaOf(rest[0])
          : { anyOf: rest.map(schemaOf) };
    return rest.length < members.length ? orNull(schema) : schema;
  };

  const recursive = (codec: t.RecursiveType<t.Mixed>): JsonSchema => {
    const name = componentName(codec.name);
    if (!definitions.has(name)) {
      definitions.set(name, {});
      definitions.set(name, schemaOf(codec.type));
    }
    return { $ref: `#/components/schemas/${name}` };
  };

  const record = (codec: t.DictionaryType<t.Mixed, t.Mixed>): JsonSchema => {
    const keys = schemaOf(codec.domain);
    const values = schemaOf(codec.codomain);
    const names = keys['enum'] as string[] | undefined;
    // t.record over a key union requires every key (io-ts' own rule).
    return names
      ? { ...object(Object.fromEntries(names.map((k) => [k, values])), names), additionalProperties: false }
      : { type: 'object', additionalProperties: values };
  };

  const schemaOf = (codec: t.Mixed): JsonSchema => {
    if (isSelfDescribing(codec)) return codec.describe(schemaOf);
    if (codec instanceof t.StringType) return { type: 'string' };
    if (codec instanceof t.NumberType) return { type: 'number' };
    if (codec instanceof t.BooleanType) return { type: 'boolean' };
    if (codec instanceof t.NullType) return NULL;
    if (codec instanceof t.AnyDictionaryType) return { type: 'object', additionalProperties: {} };
    if (codec instanceof t.AnyArrayType) return { type: 'array', items: {} };
    if (codec instanceof t.LiteralType) return literals([codec.value as string | number | boolean]);
    if (codec instanceof t.KeyofType) return { type: 'string', enum: Object.keys(codec.keys as object) };
    if (codec instanceof t.ArrayType || codec instanceof t.ReadonlyArrayType)
      return { type: 'array', items: schemaOf(codec.type as t.Mixed) };
    if (codec instanceof t.InterfaceType)
      return object(
        props(codec),
        Object.entries(codec.props as Record<string, t.Mixed>)
          .filter(([, c]) => !isOptional(c))
          .map(([k]) => k),
      );
    if (codec instanceof t.PartialType) return object(props(codec), []);
    // exact / strict drop unknown properties when decoding: they do not refuse them.
    if (codec instanceof t.ExactType || codec instanceof t.ReadonlyType)
      return schemaOf(codec.type as t.Mixed);
    if (codec instanceof t.DictionaryType) return record(codec as t.DictionaryType<t.Mixed, t.Mixed>);
    if (codec === t.Int) return { type: 'integer' };
    if (codec instanceof t.RefinementType)
      return { ...schemaOf(codec.type as t.Mixed), description: codec.name };
    if (codec instanceof t.IntersectionType) return intersection((codec.types as t.Mixed[]).map(schemaOf));
    if (codec instanceof t.UnionType) return union(codec as t.UnionType<t.Mixed[]>);
    if (codec instanceof t.RecursiveType) return recursive(codec as t.RecursiveType<t.Mixed>);
    if (codec instanceof t.UnknownType || codec instanceof t.AnyType) return {};
    throw new Error(`No JSON Schema for the codec ${codec.name}: give it one with describedAs`);
  };

  return {
    schemaOf,
    definitions: (): Readonly<Record<string, JsonSchema>> => Object.fromEntries(definitions),
  };
};

/** The JSON Schema of one codec (its recursive parts as `$ref`s that `jsonSchemaConverter` lists). */
export const toJsonSchema = (codec: t.Mixed): JsonSchema => jsonSchemaConverter().schemaOf(codec);
