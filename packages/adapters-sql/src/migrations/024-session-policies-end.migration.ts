import type { SqlMigration } from './sql-migration';

/**
 * The policies a session bought are the session's (`mayReadPurchase`): they end with it. Filed under
 * the session's own key (sessions.id_hash) from now on, each link goes with its session by the
 * foreign key, whether the session expires (the periodic purge), ends (logout, sign-in) or its user
 * is deactivated. Links no session holds any more (their session gone, or filed under the former
 * purchase key that no session answers to) are deleted first.
 */
export const sessionPoliciesEnd: SqlMigration = {
  name: '024-session-policies-end',
  statements: [
    `delete from session_policies sp
      where not exists (select 1 from sessions s where s.id_hash = sp.session_hash)`,
    `alter table session_policies add constraint session_policies_session_fk
      foreign key (session_hash) references sessions(id_hash) on delete cascade`,
  ],
};
