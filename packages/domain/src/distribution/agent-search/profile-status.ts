import { isOneOf, PROFILE_STATUSES, type ProfileStatus } from '../../shared/enums';

/** Display of a profile status (spec 3: New, Active, Inactive) as label keys of admin/distribution. */
export const PROFILE_STATUS_LABELS = {
  NEW: 'profileNew',
  ACTIVE: 'profileActive',
  INACTIVE: 'profileInactive',
} as const satisfies Record<ProfileStatus, string>;

export const PROFILE_STATUS_UNKNOWN_LABEL = 'profileStatusUnknown';
export type ProfileStatusLabel =
  (typeof PROFILE_STATUS_LABELS)[ProfileStatus] | typeof PROFILE_STATUS_UNKNOWN_LABEL;

/** A profile status read from a row, case and surrounding spaces ignored; null when it is none of ours. */
export const toProfileStatus = (value: unknown): ProfileStatus | null => {
  const t = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return isOneOf(PROFILE_STATUSES, t) ? t : null;
};

/** Total over anything a row may hold: a status we do not know shows as unknown, never as blank. */
export const profileStatusLabel = (status: unknown): ProfileStatusLabel => {
  const known = toProfileStatus(status);
  return known === null ? PROFILE_STATUS_UNKNOWN_LABEL : PROFILE_STATUS_LABELS[known];
};

/** The agent listing's status filter (spec 9: default ALL). */
export const AGENT_STATUS_FILTERS = ['ALL', ...PROFILE_STATUSES] as const;
export type AgentStatusFilter = (typeof AGENT_STATUS_FILTERS)[number];

export const matchesStatusFilter = (filter: AgentStatusFilter, status: unknown): boolean =>
  filter === 'ALL' || toProfileStatus(status) === filter;
