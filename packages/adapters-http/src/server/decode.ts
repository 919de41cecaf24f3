import { decodeInput } from '@tripx/application';
import type { FieldError } from '@tripx/domain';
import type { FastifyReply } from 'fastify';
import type * as t from 'io-ts';
import { sendFieldErrors } from './http-errors';

export type RequestPart = 'body' | 'query' | 'params';

/** Decodes a part of the request with an io-ts contract; its errors on the request's paths. */
export const decodePart = <A, O>(
  codec: t.Type<A, O, unknown>,
  value: unknown,
  where: RequestPart,
):
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly errors: readonly FieldError[] } => {
  const r = decodeInput(codec, value ?? (where === 'body' ? undefined : {}));
  return r.ok
    ? r
    : {
        ok: false,
        errors: r.errors.map((e) => ({ ...e, field: e.field === '' ? where : `${where}.${e.field}` })),
      };
};

/**
 * Decodes with an io-ts contract; on failure answers 400 (with `refuse`: the API's error body unless
 * told) and returns undefined.
 */
export const decodeOr400 = <A, O>(
  codec: t.Type<A, O, unknown>,
  value: unknown,
  reply: FastifyReply,
  where: RequestPart,
  refuse: (reply: FastifyReply, errors: readonly FieldError[]) => FastifyReply = sendFieldErrors,
): A | undefined => {
  const r = decodePart(codec, value, where);
  if (r.ok) return r.value;
  refuse(reply, r.errors);
  return undefined;
};
