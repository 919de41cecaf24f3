import { DEFAULT_ORGANIZATION_CODE } from '@tripx/domain';
import { Either } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sessionOrganization } from './session-organization';

const sentValue = fc.oneof(
  fc.constant('none' as const),
  fc.constant('own' as const),
  fc.string(),
  fc.anything().filter((v) => v !== undefined),
);

describe('sessionOrganization', () => {
  it('is always the session organization (the default one without) or a refusal, never the body', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), sentValue, (session, choice) => {
        const own = session ?? DEFAULT_ORGANIZATION_CODE;
        const sent = choice === 'own' ? own : choice;
        const r = sessionOrganization(session, choice === 'none' ? {} : { organizationCode: sent });
        if (Either.isRight(r)) expect(r.right).toBe(own);
        expect(Either.isRight(r)).toBe(choice === 'none' || sent === own);
      }),
    );
  });
});
