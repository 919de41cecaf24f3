/** Joins the class names that are set; false, undefined and '' are left out. */
export const cx = (...parts: readonly (string | false | null | undefined)[]): string =>
  parts.filter((p): p is string => typeof p === 'string' && p !== '').join(' ');
