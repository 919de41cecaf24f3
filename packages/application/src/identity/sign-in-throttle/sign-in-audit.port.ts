/** One refused or failed sign-in on the built-in page, kept for the security team. */
export interface SignInAuditEvent {
  readonly at: Date;
  /** failed: wrong user name or password; refused: not even checked, the account or address waits. */
  readonly outcome: 'failed' | 'refused';
  readonly realm: string;
  /** The user name as typed (trimmed, at most 200 characters), known account or not. */
  readonly account: string;
  readonly address: string;
  readonly retryAfterSeconds: number;
}

export interface SignInAuditLog {
  record(event: SignInAuditEvent): Promise<void>;
}
