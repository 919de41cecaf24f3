export * from './sign-in-edge';
export * from './sign-in.routes';
export { BUILT_IN_CLIENT_ID, PROVIDER_PREFIX } from './provider/built-in-provider';
export { AUTH_ERROR_CODES, type AuthErrorCode } from './relying-party/auth.routes';
export { safeReturnTo } from './relying-party/safe-return-to';
