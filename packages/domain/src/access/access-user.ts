import type { UserType } from '../shared/enums';
import type { Claim } from './claims';

/** What access decisions need to know about a signed-in user: who they are and what they hold. */
export interface AccessUser {
  readonly userType: UserType;
  readonly claims: readonly Claim[];
}
