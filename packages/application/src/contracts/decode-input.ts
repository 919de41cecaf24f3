import type { FieldError } from '@tripx/domain';
import { fail, ok, type Result } from '@tripx/domain';
import { isLeft } from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';

/** A dotted path from the io-ts context, without the root and without union/intersection members. */
const pathOf = (error: t.ValidationError): string =>
  error.context
    .slice(1)
    .filter((_entry, i, all) => {
      const parent = all[i - 1]?.type ?? error.context[0]?.type;
      const tag = (parent as { _tag?: string } | undefined)?._tag;
      return (
        tag !== 'UnionType' && tag !== 'IntersectionType' && tag !== 'RefinementType' && tag !== 'ExactType'
      );
    })
    .map((entry) => entry.key)
    .filter((key) => key !== '')
    .join('.');

/**
 * Decodes untrusted input. Every problem becomes a FieldError: `required` when the value is
 * missing, `invalidValue` otherwise (or the message a codec put on its error, when it is a code).
 */
export const decodeInput = <A, O>(codec: t.Type<A, O, unknown>, input: unknown): Result<A, string> => {
  const decoded = codec.decode(input);
  if (!isLeft(decoded)) return ok(decoded.right);
  const seen = new Set<string>();
  const errors: FieldError<string>[] = [];
  for (const e of decoded.left) {
    const field = pathOf(e);
    const code = e.value === undefined ? 'required' : (e.message ?? 'invalidValue');
    const key = `${field}|${code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push({ field, code });
  }
  return fail(errors.length > 0 ? errors : [{ field: '', code: 'invalidValue' }]);
};
