import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacResumeTokens } from './hmac-resume-tokens';

const claims = { leadId: 'lead-1', expiresAt: '2026-12-27T16:00:00.000Z' };

describe('hmacResumeTokens', () => {
  it('reads back what it signed, and nothing signed with another secret', () => {
    const ours = hmacResumeTokens('a'.repeat(32));
    const token = ours.issue(claims);
    expect(ours.read(token)).toEqual(claims);
    expect(hmacResumeTokens('b'.repeat(32)).read(token)).toBeUndefined();
  });

  it('property: no altered token and no made-up text is read', () => {
    const ours = hmacResumeTokens('a'.repeat(32));
    const token = ours.issue(claims);
    fc.assert(
      fc.property(fc.string(), fc.nat({ max: token.length - 1 }), (text, at) => {
        expect(ours.read(text)).toBeUndefined();
        const flipped = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
        if (flipped !== token) expect(ours.read(flipped)).toBeUndefined();
      }),
    );
  });
});
