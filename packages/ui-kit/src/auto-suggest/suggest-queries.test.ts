import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { suggestQueries } from './suggest-queries';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('suggestQueries', () => {
  it('sends one search once typing pauses for the debounce time', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const typed = cold('a b c 300ms -|', { a: 'T', b: 'To', c: 'Tor' });
      expectObservable(suggestQueries(typed, { debounceMs: 300, minChars: 2 })).toBe('--- 299ms c-|', {
        c: 'Tor',
      });
    });
  });

  it('drops searches below the minimum length and repeats of the same text', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const typed = cold('a 400ms b 400ms c 400ms d 400ms |', { a: 'Mo', b: 'Mo ', c: 'M', d: 'Mo' });
      expectObservable(suggestQueries(typed, { debounceMs: 300, minChars: 2 })).toBe(
        '300ms a 1202ms d 100ms |',
        { a: 'Mo', d: 'Mo' },
      );
    });
  });
});
