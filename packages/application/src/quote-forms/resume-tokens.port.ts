/** What a resume link's token says, once its signature is checked. */
export interface ResumeTokenClaims {
  readonly leadId: string;
  /** When the link stops working (ISO instant). */
  readonly expiresAt: string;
}

/**
 * Signed resume tokens of saved quotes: `read` answers only a token this server (or another with the
 * same secret) issued, whatever its expiry (the use case decides on its own clock).
 */
export interface ResumeTokens {
  issue(claims: ResumeTokenClaims): string;
  read(token: string): ResumeTokenClaims | undefined;
}
