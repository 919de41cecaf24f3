import type { Result } from '@tripx/domain';
import { ok } from '@tripx/domain';
import { Effect } from 'effect';
import * as t from 'io-ts';
import { decodeInput } from '../contracts/decode-input';
import { invalidRequest, type InvalidRequest } from './rating.errors';

/** Decodes an untrusted body at the edge of a use case; every wrong field is reported. */
export const decodeBody = <A, O>(
  codec: t.Type<A, O, unknown>,
  body: unknown,
): Effect.Effect<A, InvalidRequest> => {
  const decoded = decodeInput(codec, body);
  return decoded.ok ? Effect.succeed(decoded.value) : Effect.fail(invalidRequest(decoded.errors));
};

type Guard = (u: unknown) => boolean;

/**
 * A guard that says true only when decoding `u` would succeed with `u` itself, unchanged; false
 * means "take the full decode". Walks the codec once: records (type/partial), arrays (every index,
 * holes included, unlike Array.every), intersections, and leaves built with `new t.Type`, literals
 * and booleans, whose `is` must imply that decode returns its input (true of the rating codecs,
 * property-tested). Any other kind of codec (union, exact, refinement…) always takes the full decode.
 */
const unchangedGuard = (codec: t.Mixed): Guard => {
  if (codec instanceof t.InterfaceType || codec instanceof t.PartialType) {
    const partial = codec instanceof t.PartialType;
    const props = Object.entries(codec.props as Record<string, t.Mixed>).map(
      ([key, c]) => [key, unchangedGuard(c)] as const,
    );
    return (u) => {
      if (!t.UnknownRecord.is(u)) return false;
      for (const [key, guard] of props) {
        const v = u[key];
        if (!(partial && v === undefined) && !guard(v)) return false;
      }
      return true;
    };
  }
  if (codec instanceof t.ArrayType) {
    const guard = unchangedGuard(codec.type as t.Mixed);
    return (u) => {
      if (!Array.isArray(u)) return false;
      for (let i = 0; i < u.length; i++) if (!guard(u[i])) return false;
      return true;
    };
  }
  if (codec instanceof t.IntersectionType) {
    const guards = (codec.types as t.Mixed[]).map(unchangedGuard);
    return (u) => guards.every((guard) => guard(u));
  }
  if (codec.constructor === t.Type || codec instanceof t.LiteralType || codec instanceof t.BooleanType)
    return (u) => codec.is(u);
  return () => false;
};

const guards = new WeakMap<t.Mixed, Guard>();

/**
 * decodeInput with a shortcut for a body that already is the decoded type: the guard checks the
 * same rules without building io-ts' context arrays and Eithers (a few µs against ≈ 13 µs for a
 * quote, and far less garbage under load). For the quote request, whose leaves decode a value of
 * their own type to that very value (property-tested in decode-body.test.ts). Anything else —
 * "EN", "true", a wrong or missing field — takes the full decode, so the bodies accepted, the
 * values produced and the errors reported are exactly those of decodeInput.
 */
export const decodeRequestBody = <A, O>(codec: t.Type<A, O, unknown>, body: unknown): Result<A, string> => {
  let guard = guards.get(codec);
  if (!guard) guards.set(codec, (guard = unchangedGuard(codec)));
  return guard(body) ? ok(body as A) : decodeInput(codec, body);
};
