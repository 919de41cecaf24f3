import type { FieldProblem } from '@tripx/application';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../http-errors';

/** Deeper than any contract of the API (the quote is 5 levels); the walk below never goes further. */
export const MAX_INPUT_DEPTH = 32;

export type InputProblemCode = 'invalidCharacters' | 'tooDeep' | 'invalidNumber' | 'reservedKey';

/**
 * A NUL (PostgreSQL refuses it in text) or a lone UTF-16 surrogate (no valid UTF-8 exists for it:
 * PostgreSQL, e-mail and PDF all fail on it). With the `u` flag a well-formed pair is one code point,
 * so only a lone half matches \p{Cs}.
 */
const LONE_SURROGATE = /\p{Cs}/u;
const badText = (s: string): boolean => s.includes('\u0000') || LONE_SURROGATE.test(s);

/** Infinity (JSON's `1e309`) or a whole number past 2^53, which no longer means what was written. */
const badNumber = (n: number): boolean =>
  !Number.isFinite(n) || (Number.isInteger(n) && !Number.isSafeInteger(n));

/**
 * A key that would reach an object's prototype when a body is merged or assigned: `__proto__`, and
 * `constructor` holding a `prototype` (the two secure-json-parse refuses; Fastify's parser is set to
 * leave them to this walk, so one walk holds the guarantee instead of two regex scans of the text).
 */
const reservedKey = (key: string, value: unknown): boolean =>
  key === '__proto__' ||
  (key === 'constructor' &&
    typeof value === 'object' &&
    value !== null &&
    Object.prototype.hasOwnProperty.call(value, 'prototype'));

const join = (path: string, key: string): string => (path === '' ? key : `${path}.${key}`);

/** A problem and the keys that lead to it, innermost first (joined only when there is one). */
type Found = { readonly keys: string[]; readonly code: InputProblemCode };

const hasOwn = Object.prototype.hasOwnProperty;

const problemIn = (value: unknown, depth: number): Found | undefined => {
  if (typeof value === 'string') return badText(value) ? { keys: [], code: 'invalidCharacters' } : undefined;
  if (typeof value === 'number') return badNumber(value) ? { keys: [], code: 'invalidNumber' } : undefined;
  if (typeof value !== 'object' || value === null || value instanceof Uint8Array) return undefined;
  if (depth >= MAX_INPUT_DEPTH) return { keys: [], code: 'tooDeep' };
  // The walk runs before every route (the quote's body has ~40 properties): arrays by index, objects
  // by for…in over own keys, which V8 reads from the object's shape (no key array per object, no
  // [key, value] pair, no path text unless there is a problem).
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = problemIn(value[i], depth + 1);
      if (found) {
        found.keys.push(String(i));
        return found;
      }
    }
    return undefined;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!hasOwn.call(record, key)) continue;
    if (badText(key)) return { keys: [key], code: 'invalidCharacters' };
    const inner = record[key];
    if (reservedKey(key, inner)) return { keys: [key], code: 'reservedKey' };
    const found = problemIn(inner, depth + 1);
    if (found) {
      found.keys.push(key);
      return found;
    }
  }
  return undefined;
};

/**
 * The first value of a parsed body, query or path that no use case can take, with its dotted path
 * (as the io-ts contracts name fields). The walk stops at MAX_INPUT_DEPTH, so its own recursion is bounded.
 */
export const findInputProblem = (value: unknown, path: string, depth = 0): FieldProblem | undefined => {
  const found = problemIn(value, depth);
  if (!found) return undefined;
  return { path: found.keys.reduceRight(join, path), code: found.code };
};

/**
 * The one decoder every request passes before a route runs (preValidation: after parsing, before any
 * handler): its path parameters, query and body are refused with 400 and the field's path when they
 * hold what findInputProblem names (prototype keys included: Fastify's JSON parser leaves them to it). Routes then decode their contract knowing text is storable,
 * nesting is shallow and numbers are finite.
 */
export const registerSafeInput = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request, reply) => {
    const problem =
      findInputProblem(request.params, 'params') ??
      findInputProblem(request.query, 'query') ??
      findInputProblem(request.body, 'body');
    if (problem) return sendError(reply, 400, 'badRequest', [problem]);
  });
};
