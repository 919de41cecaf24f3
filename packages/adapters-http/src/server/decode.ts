import { decodeInput } from '@tripx/application';
import type { FastifyReply } from 'fastify';
import type * as t from 'io-ts';
import { sendFieldErrors } from './http-errors';

/** Decodes with an io-ts contract; on failure answers 400 and returns undefined. */
export const decodeOr400 = <A, O>(
  codec: t.Type<A, O, unknown>,
  value: unknown,
  reply: FastifyReply,
  where: 'body' | 'query' | 'params',
): A | undefined => {
  const r = decodeInput(codec, value ?? (where === 'body' ? undefined : {}));
  if (r.ok) return r.value;
  sendFieldErrors(
    reply,
    r.errors.map((e) => ({ ...e, field: e.field === '' ? where : `${where}.${e.field}` })),
  );
  return undefined;
};
