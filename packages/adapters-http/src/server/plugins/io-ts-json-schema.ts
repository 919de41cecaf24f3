import * as t from 'io-ts';

/** A JSON Schema in the OpenAPI 3.0 dialect (`nullable` rather than a `null` type). */
export type JsonSchema = { readonly [keyword: string]: unknown };

const isOptional = (codec: t.Mixed): boolean =>
  codec instanceof t.UndefinedType ||
  (codec instanceof t.UnionType && (codec.types as t.Mixed[]).some(isOptional));

const object = (properties: Record<string, JsonSchema>, required: readonly string[]): JsonSchema => ({
  type: 'object',
  properties,
  ...(required.length > 0 ? { required } : {}),
});

const props = (codec: t.InterfaceType<t.Props> | t.PartialType<t.Props>) =>
  Object.fromEntries(
    Object.entries(codec.props as Record<string, t.Mixed>).map(([k, c]) => [k, toJsonSchema(c)]),
  );

/** `{ a } & { b }` as one object when every part is an object; allOf otherwise. */
const intersection = (parts: readonly JsonSchema[]): JsonSchema => {
  if (!parts.every((p) => p['type'] === 'object' && p['properties'])) return { allOf: parts };
  return object(
    Object.assign({}, ...parts.map((p) => p['properties'])) as Record<string, JsonSchema>,
    parts.flatMap((p) => (p['required'] as string[] | undefined) ?? []),
  );
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
  if (!schema['type']) return schema;
  const values = schema['enum'] as readonly unknown[] | undefined;
  return { ...schema, nullable: true, ...(values ? { enum: [...values, null] } : {}) };
};

const union = (codec: t.UnionType<t.Mixed[]>): JsonSchema => {
  const members = (codec.types as t.Mixed[]).filter((c) => !isOptional(c));
  const rest = members.filter((c) => !(c instanceof t.NullType));
  const schema =
    rest.length > 0 && rest.every((c) => c instanceof t.LiteralType)
      ? literals(rest.map((c) => (c as t.LiteralC<string | number | boolean>).value))
      : rest.length === 1 && rest[0]
        ? toJsonSchema(rest[0])
        : { anyOf: rest.map(toJsonSchema) };
  return rest.length < members.length ? orNull(schema) : schema;
};

/**
 * The JSON Schema of an io-ts codec, for the OpenAPI document only: requests are still decoded
 * by the codec itself. The kinds the contracts use: primitives, literals, type, partial, array,
 * record, intersection, union (with null, or undefined for an optional property), brands and
 * refinements. Codecs of our own (`new t.Type`) are described by name, without a type.
 */
export const toJsonSchema = (codec: t.Mixed): JsonSchema => {
  if (codec instanceof t.StringType) return { type: 'string' };
  if (codec instanceof t.NumberType) return { type: 'number' };
  if (codec instanceof t.BooleanType) return { type: 'boolean' };
  if (codec instanceof t.NullType) return NULL;
  if (codec instanceof t.AnyDictionaryType) return { type: 'object' };
  if (codec instanceof t.LiteralType) return literals([codec.value as string | number | boolean]);
  if (codec instanceof t.ArrayType) return { type: 'array', items: toJsonSchema(codec.type as t.Mixed) };
  if (codec instanceof t.InterfaceType)
    return object(
      props(codec),
      Object.entries(codec.props as Record<string, t.Mixed>)
        .filter(([, c]) => !isOptional(c))
        .map(([k]) => k),
    );
  if (codec instanceof t.PartialType) return object(props(codec), []);
  if (codec instanceof t.DictionaryType)
    return { type: 'object', additionalProperties: toJsonSchema(codec.codomain as t.Mixed) };
  if (codec instanceof t.RefinementType)
    return { ...toJsonSchema(codec.type as t.Mixed), description: codec.name };
  if (codec instanceof t.IntersectionType) return intersection((codec.types as t.Mixed[]).map(toJsonSchema));
  if (codec instanceof t.UnionType) return union(codec as t.UnionType<t.Mixed[]>);
  return codec instanceof t.UnknownType ? {} : { title: codec.name };
};
