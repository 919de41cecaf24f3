import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textAreaCount, truncateToMaxLength } from './text-area-count';

describe('text area count', () => {
  it('counts what is left, never below zero', () => {
    expect(textAreaCount('hello', 10)).toEqual({ used: 5, remaining: 5, over: false });
    expect(textAreaCount('hello', 3)).toEqual({ used: 5, remaining: 0, over: true });
    expect(textAreaCount('hello')).toEqual({ used: 5, remaining: undefined, over: false });
  });

  it('truncates on characters, not on halves of an emoji', () => {
    expect(truncateToMaxLength('a😀b', 2)).toBe('a😀');
  });

  it('property: a truncated text fits and used + remaining is the limit', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40, unit: 'grapheme' }),
        fc.integer({ min: 0, max: 30 }),
        (text, max) => {
          const cut = truncateToMaxLength(text, max);
          const count = textAreaCount(cut, max);
          expect(count.over).toBe(false);
          expect(count.used + (count.remaining ?? 0)).toBe(max);
          expect(text.startsWith(cut)).toBe(true);
        },
      ),
    );
  });
});
