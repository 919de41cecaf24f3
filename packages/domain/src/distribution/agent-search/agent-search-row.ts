import type { ProfileStatus } from '../../shared/enums';
import { isUserRole, type UserRole } from '../../access/roles';
import { profileStatusLabel, toProfileStatus, type ProfileStatusLabel } from './profile-status';

/** One agent as the search call returns it (spec 3 "raw result"), decoded loosely. */
export interface AgentSearchRaw {
  readonly profileRef?: unknown;
  readonly profileCode?: unknown;
  readonly firstName?: unknown;
  readonly lastName?: unknown;
  readonly status?: unknown;
  readonly title?: unknown;
  readonly role?: unknown;
}

/** A row of the agent search table (spec 3). */
export interface AgentSearchRow {
  readonly agentName: string;
  readonly profileCode: string;
  readonly profileRef: string;
  readonly status: ProfileStatus | null;
  readonly statusLabel: ProfileStatusLabel;
  /** The profile's title, shown in the Role column. */
  readonly role: string;
  /** The role code, shown through translations/admin/roles; null when the code is not one we know. */
  readonly accessType: UserRole | null;
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Spec 3: agentName from first and last name, role from title, accessType from role. */
export const toAgentSearchRow = (input: AgentSearchRaw | null | undefined): AgentSearchRow => {
  const raw: AgentSearchRaw = input ?? {};
  const role = str(raw.role);
  return {
    agentName: [str(raw.firstName), str(raw.lastName)].filter((s) => s !== '').join(' '),
    profileCode: str(raw.profileCode),
    profileRef: str(raw.profileRef),
    status: toProfileStatus(raw.status),
    statusLabel: profileStatusLabel(raw.status),
    role: str(raw.title),
    accessType: isUserRole(role) ? role : null,
  };
};
