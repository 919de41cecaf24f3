// The app's addresses, apart from the router's store so that the signed-out page reads them without MobX.

export const APP_BASE = '/admin';

/** The path inside the app ("/users"), from a full one ("/admin/users"). */
export const appPath = (pathname: string): string => {
  const rest = pathname.startsWith(APP_BASE) ? pathname.slice(APP_BASE.length) : pathname;
  const trimmed = rest.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
};
