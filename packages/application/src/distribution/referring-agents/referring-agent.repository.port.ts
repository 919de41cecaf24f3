/** An agent as the referring-agent choice needs it (a users row; `profileCode` is what a booking names). */
export interface ReferringAgentRow {
  readonly profileCode: string;
  readonly firstName: string;
  readonly lastName: string;
}

/**
 * Who a booking of an organization may name as referring agent: its agents (CIAM_ID users who
 * belong to it) that are not INACTIVE.
 */
export interface ReferringAgentRepository {
  /** Every one of them, in no particular order. */
  referringAgents(organizationCode: string): Promise<readonly ReferringAgentRow[]>;
  isReferringAgent(organizationCode: string, profileCode: string): Promise<boolean>;
}
