import { DATA_SCOPES, USER_TYPES } from '@tripx/domain';
import * as t from 'io-ts';
import { literalUnion } from './codecs';

export const CsrfResponse = t.type({ csrfToken: t.string });
export type CsrfResponse = t.TypeOf<typeof CsrfResponse>;

/** `sessionExpiration` is the instant (ISO 8601) after which the server refuses the session. */
export const KeepAliveResponse = t.type({ err: t.union([t.string, t.null]), sessionExpiration: t.string });
export type KeepAliveResponse = t.TypeOf<typeof KeepAliveResponse>;

export const AuthUserResponse = t.type({
  user: t.union([
    t.null,
    t.type({
      userRef: t.string,
      name: t.string,
      userType: literalUnion(USER_TYPES, 'UserType'),
      organizationCode: t.union([t.string, t.null]),
      organizations: t.array(t.type({ organizationCode: t.string, default: t.boolean })),
      // Spec 3's user profile: the current organization, the features granted, the data scope.
      organizationName: t.union([t.type({ en: t.string, fr: t.string }), t.null]),
      organizationCategory: t.union([t.string, t.null]),
      whiteLabel: t.union([t.type({ referenceId: t.string, logoFile: t.union([t.string, t.null]) }), t.null]),
      distributor: t.union([t.string, t.null]),
      featureFlags: t.array(t.string),
      scope: literalUnion(DATA_SCOPES, 'DataScope'),
    }),
  ]),
  claims: t.array(t.string),
  // Tokens never leave the server; no payment profile is kept for a user.
  accessToken: t.null,
  monerisProfileId: t.null,
  sessionExpiration: t.union([t.string, t.null]),
});
export type AuthUserResponse = t.TypeOf<typeof AuthUserResponse>;
