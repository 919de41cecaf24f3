import type { SqlMigration } from './sql-migration';

/**
 * Sign-in state shared by every instance: the built-in provider's records (grants, codes, tokens,
 * interactions, its own sessions), the relying party's pending logins (state, nonce, PKCE verifier)
 * and the identity provider's tokens of a signed-in session. Signing keys live in app_meta.
 */
export const signIn: SqlMigration = {
  name: '005-sign-in',
  statements: [
    `create table oidc_payloads (
      model text not null,
      id text not null,
      payload jsonb not null,
      grant_id text,
      user_code text,
      uid text,
      expires_at timestamptz,
      consumed_at timestamptz,
      primary key (model, id)
    )`,
    `create index oidc_payloads_grant_idx on oidc_payloads (grant_id)`,
    `create index oidc_payloads_uid_idx on oidc_payloads (uid)`,
    `create table rp_logins (
      state text primary key,
      session_hash text not null,
      realm text not null,
      code_verifier text not null,
      nonce text not null,
      return_to text not null,
      language text not null,
      expires_at timestamptz not null
    )`,
    `create table rp_session_tokens (
      session_hash text primary key references sessions(id_hash) on delete cascade,
      realm text not null,
      id_token text,
      refresh_token text,
      access_expires_at timestamptz
    )`,
  ],
};
