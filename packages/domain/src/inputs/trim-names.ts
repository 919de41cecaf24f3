/** The name fields that are trimmed before they are validated or sent (spec 3, 5.6). */
export const TRIMMED_NAME_FIELDS = ['firstName', 'lastName', 'employeeName'] as const;
export type TrimmedNameField = (typeof TRIMMED_NAME_FIELDS)[number];

/** A copy of `form` with its name fields trimmed; other fields and non-string values are left alone. */
export const trimNames = <T extends object>(form: T): T => {
  const copy: Record<string, unknown> = { ...(form as Record<string, unknown>) };
  for (const key of TRIMMED_NAME_FIELDS) {
    const value = copy[key];
    if (typeof value === 'string') copy[key] = value.trim();
  }
  return copy as T;
};
