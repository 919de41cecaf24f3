import { debounceTime, distinctUntilChanged, filter, map, type Observable, type SchedulerLike } from 'rxjs';

export interface SuggestQueryOptions {
  /** Quiet time after the last keystroke before a search goes out. */
  readonly debounceMs: number;
  /** Searches shorter than this are not sent. */
  readonly minChars: number;
  readonly scheduler?: SchedulerLike;
}

/**
 * The searches an auto-suggest sends for what is typed: trimmed, once typing pauses, never the same text
 * twice in a row, and only from `minChars` characters on.
 */
export const suggestQueries = (typed: Observable<string>, options: SuggestQueryOptions): Observable<string> =>
  typed.pipe(
    map((text) => text.trim()),
    debounceTime(options.debounceMs, options.scheduler),
    distinctUntilChanged(),
    filter((text) => text.length >= options.minChars),
  );
