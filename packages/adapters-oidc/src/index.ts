export * from './sign-in-store.port';
export * from './sign-in.routes';
export { BUILT_IN_CLIENT_ID, PROVIDER_PREFIX } from './provider/built-in-provider';
export { AUTH_ERROR_CODES, safeReturnTo, type AuthErrorCode } from './relying-party/auth.routes';
