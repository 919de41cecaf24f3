import { characterCount } from './field-limits';

export interface TextAreaCount {
  readonly used: number;
  /** Characters still allowed; 0 at or beyond the limit; undefined for a text area without a limit. */
  readonly remaining: number | undefined;
  readonly over: boolean;
}

/** The counter under a text area with an optional max length (spec 2.8). */
export const textAreaCount = (text: string, maxLength?: number): TextAreaCount => {
  const used = typeof text === 'string' ? characterCount(text) : 0;
  if (maxLength === undefined || !Number.isInteger(maxLength) || maxLength < 0) {
    return { used, remaining: undefined, over: false };
  }
  return { used, remaining: Math.max(0, maxLength - used), over: used > maxLength };
};

/** The text cut to at most `maxLength` characters (code points, never half of a surrogate pair). */
export const truncateToMaxLength = (text: string, maxLength: number): string =>
  typeof text !== 'string'
    ? ''
    : Number.isInteger(maxLength) && maxLength >= 0
      ? [...text].slice(0, maxLength).join('')
      : text;
