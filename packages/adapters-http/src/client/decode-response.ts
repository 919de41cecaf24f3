import { ApiError, type ApiFailure, type ApiResult, failed, success } from '@tripx/application';
import { isRight } from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';

const pathOf = (e: t.ValidationError): string =>
  e.context
    .map((c) => c.key)
    .filter((k) => k !== '')
    .join('.');

/** Decodes a 2xx body with the contract's codec; a mismatch is a `decode` failure naming the paths. */
export const decodeResponse = <A>(codec: t.Decoder<unknown, A>, body: unknown): ApiResult<A> => {
  const r = codec.decode(body);
  if (isRight(r)) return success(r.right);
  return failed({
    kind: 'decode',
    code: 'badResponse',
    paths: [...new Set(r.left.map(pathOf))].slice(0, 10),
  });
};

/** An error answer as a failure: the API's `{ error: { code, message, fields } }`, or its bare status. */
export const httpFailure = (status: number, body: unknown): ApiFailure => {
  const r = ApiError.decode(body);
  if (isRight(r)) {
    const { code, message, fields } = r.right.error;
    return { kind: 'refused', code, message, fields, body, status };
  }
  return {
    kind: 'refused',
    code: status >= 500 ? 'internalError' : 'badRequest',
    message: '',
    fields: [],
    status,
  };
};
