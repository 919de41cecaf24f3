import type { ApiResult } from '@tripx/application';
import * as t from 'io-ts';
import type { HttpClient } from './http-client';

/** A GraphQL answer: `data` with the query's fields, or `errors`. */
const graphqlData = <C extends t.Mixed>(data: C) => t.type({ data });

/** POST /graphql (spec 7.2) with a query and variables; the answer's `data` is decoded with `codec`. */
export const graphqlQuery = async <C extends t.Mixed>(
  http: HttpClient,
  codec: C,
  query: string,
  variables: Readonly<Record<string, unknown>>,
): Promise<ApiResult<t.TypeOf<C>>> => {
  const r = await http.post(graphqlData(codec), '/graphql', { query, variables });
  return r.ok ? { ok: true, value: r.value.data as t.TypeOf<C> } : r;
};
