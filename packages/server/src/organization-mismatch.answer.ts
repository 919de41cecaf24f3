import type { OrganizationMismatch } from '@tripx/application';

/** A body naming another organization than the session's, as the API answers it (quote and purchase). */
export const organizationMismatchAnswer = (e: OrganizationMismatch) => ({
  status: 403,
  body: {
    error: { code: e.code, message: e.message, fields: [...e.fields] },
  },
});
