/** The staff app's own keys in sessionStorage: never the purchase app's (`tripx.web.`). */
export const ADMIN_SLICE_PREFIX = 'tripx.admin.';
