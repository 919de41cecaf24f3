import type { ApiFailure } from '@tripx/application';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RE_QUOTE_FAILED, reQuoteMessageKeys } from './failure';

const code = fc.stringMatching(/^[a-zA-Z]{1,12}$/);
const problem = fc.record({ path: fc.string(), code });
const failure: fc.Arbitrary<ApiFailure> = fc.oneof(
  fc.record({
    kind: fc.constant('refused' as const),
    code,
    message: fc.string(),
    fields: fc.array(problem, { maxLength: 4 }),
  }),
  fc.constant({ kind: 'network' as const, code: 'network' as const }),
  fc.record({
    kind: fc.constant('decode' as const),
    code: fc.constant('badResponse' as const),
    paths: fc.array(fc.string()),
  }),
);

describe('the re-quote’s message keys (spec 8)', () => {
  it('property: the one listed error first when exactly one exists, then the answer’s error, the general message last', () => {
    fc.assert(
      fc.property(failure, (f) => {
        const keys = reQuoteMessageKeys({ ok: false, failure: f }) ?? [];
        const fields = f.kind === 'refused' ? f.fields : [];
        const only = fields.length === 1 ? [`error.${fields[0]?.code}`] : [];
        expect(keys).toEqual([...only, `error.${f.code}`, RE_QUOTE_FAILED]);
      }),
    );
  });
  it('no message for a re-quote that worked', () => {
    expect(reQuoteMessageKeys({ ok: true, value: {} })).toBeUndefined();
  });
});
