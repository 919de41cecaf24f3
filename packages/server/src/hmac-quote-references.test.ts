import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacQuoteReferences } from './hmac-quote-references';

const reference = { ratesVersion: '2025-01-01', quotedAt: '2025-06-01T15:00:00.000Z' } as never;

describe('hmacQuoteReferences', () => {
  it('reads back what it signed, and nothing signed with another secret', () => {
    const ours = hmacQuoteReferences('secret-a');
    const ref = ours.issue(reference);
    expect(ours.read(ref)).toEqual(reference);
    expect(hmacQuoteReferences('secret-b').read(ref)).toBeUndefined();
  });

  it('reads no altered or made-up reference', () => {
    const ours = hmacQuoteReferences('secret-a');
    const ref = ours.issue(reference);
    const [payload, signature] = ref.split('.') as [string, string];
    const older = Buffer.from(JSON.stringify(['2024-01-01', '2025-06-01T15:00:00.000Z'])).toString(
      'base64url',
    );
    expect(ours.read(`${older}.${signature}`)).toBeUndefined();
    fc.assert(
      fc.property(fc.string(), fc.nat({ max: ref.length - 1 }), (text, at) => {
        expect(ours.read(text)).toBeUndefined();
        const flipped = ref.slice(0, at) + (ref[at] === 'A' ? 'B' : 'A') + ref.slice(at + 1);
        if (flipped !== ref) expect(ours.read(flipped)).toBeUndefined();
      }),
    );
    expect(ours.read(`${payload}.${signature}`)).toEqual(reference);
  });

  it('signs each reference it issues, also when it answers one it signed just before', () => {
    const ours = hmacQuoteReferences('secret-a');
    const stamp = fc.record({
      ratesVersion: fc.constantFrom('2025-01-01', '2026-01-01'),
      quotedAt: fc.constantFrom('2025-06-01T15:00:00.000Z', '2025-06-01T15:00:00.001Z'),
    });
    fc.assert(
      fc.property(fc.array(stamp, { minLength: 1, maxLength: 6 }), (stamps) => {
        for (const s of stamps) {
          const ref = ours.issue(s as never);
          expect(ref).toBe(hmacQuoteReferences('secret-a').issue(s as never));
          expect(ours.read(ref)).toEqual(s);
        }
      }),
    );
  });
});
