import { isLeft } from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { RowDecodeError } from './row-decode-error';

/** A member of a union or an intersection: its index is no key of the value. */
const isMember = (parent: t.ContextEntry | undefined): boolean =>
  parent !== undefined && (parent.type instanceof t.UnionType || parent.type instanceof t.IntersectionType);

/** Where each failure is, as `column.path: expected` (the value itself is never quoted). */
const pathsOf = (errors: t.Errors, root: readonly string[] = []): string[] => [
  ...new Set(
    errors.map((e) => {
      const keys = [
        ...root,
        ...e.context.filter((c, i) => c.key !== '' && !isMember(e.context[i - 1])).map((c) => c.key),
      ];
      const where = keys.join('.') || '(row)';
      return `${where}: ${e.message ?? e.context[e.context.length - 1]?.type.name ?? 'value'}`;
    }),
  ),
];

/**
 * A jsonb column: its value as the driver gives it (parsed), or JSON text to parse first (an answer
 * kept as a JSON string inside jsonb, replayed byte for byte), then the codec.
 */
export const jsonb = <A, O>(codec: t.Type<A, O, unknown>): t.Type<A, O, unknown> =>
  new t.Type<A, O, unknown>(
    `jsonb(${codec.name})`,
    codec.is,
    (u, c) => {
      // The codec's own entry (no key) tells the paths when it is a union or an intersection.
      if (typeof u !== 'string') return codec.validate(u, t.appendContext(c, '', codec, u));
      let parsed: unknown;
      try {
        parsed = JSON.parse(u);
      } catch {
        return t.failure(u, c, 'JSON text');
      }
      return codec.validate(parsed, t.appendContext(c, '', codec, parsed));
    },
    codec.encode,
  );

/**
 * A row (or the part of it a store reads) decoded with its codec; one that does not decode throws a
 * RowDecodeError naming the table, the row and the failing paths: a defect of the stored data, which
 * the store's port has no answer for.
 */
export const decodeRow = <A>(
  codec: t.Decoder<unknown, A>,
  at: { readonly table: string; readonly id: string; readonly column?: string },
  row: unknown,
): A => {
  const result = codec.decode(row);
  if (isLeft(result))
    throw new RowDecodeError(
      at.table,
      at.id,
      pathsOf(result.left, at.column === undefined ? [] : [at.column]),
    );
  return result.right;
};

/** One jsonb column of a row decoded with its codec (see decodeRow). */
export const decodeColumn = <A, O>(
  codec: t.Type<A, O, unknown>,
  at: { readonly table: string; readonly id: string; readonly column: string },
  value: unknown,
): A => decodeRow(jsonb(codec), at, value);
