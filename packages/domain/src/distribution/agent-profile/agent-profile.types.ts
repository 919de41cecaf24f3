import type { Language, ProfileStatus, Province } from '../../shared/enums';
import type { AgencyRole, UserRole } from '../../access/roles';
import type { InputCode } from '../../inputs/inputs.codes';
import type { AgentProfileOwnCode } from '../distribution.codes';

type Text = string | null | undefined;

/** An organization of an agent, with its default flag (spec 3, same shape as the user profile's). */
export interface AgentOrganization {
  readonly organizationCode: string;
  readonly default: boolean;
}

export interface AgentOrganizationInput {
  readonly organizationCode?: Text;
  readonly default?: boolean | null;
}

/** What the registration or update form holds: loose, as typed or as decoded from a request. */
export interface AgentProfileForm {
  readonly profileCode?: Text;
  readonly role?: Text;
  readonly status?: Text;
  readonly firstName?: Text;
  readonly lastName?: Text;
  readonly language?: Text;
  readonly city?: Text;
  readonly province?: Text;
  readonly email?: Text;
  readonly organizations?: readonly AgentOrganizationInput[] | null;
  /** The provinces the agent is licensed in. */
  readonly licenses?: readonly Text[] | null;
}

/** Set by the use case, never typed by the user. */
export interface AgentProfileCreateMeta {
  readonly referenceNumber: string;
  /** profileRef (or userRef) of the user registering the agent. */
  readonly createdBy: string;
}

export interface AgentLicenceEntry {
  readonly licensedProvince: Province;
}

/** Spec 3 create payload: always status NEW and country CA. */
export interface AgentProfileCreatePayload {
  readonly referenceNumber: string;
  readonly profileCode: string;
  readonly role: AgencyRole;
  readonly title: string;
  readonly status: 'NEW';
  readonly organizations: readonly AgentOrganization[];
  readonly firstName: string;
  readonly lastName: string;
  readonly language: Language;
  readonly city?: string;
  readonly province?: Province;
  readonly country: 'CA';
  readonly email: string;
  readonly licenses: readonly AgentLicenceEntry[];
  readonly createdBy: string;
}

/** Spec 3 update payload: only the fields filled in (spec 5.6), country always CA. */
export interface AgentProfileUpdatePayload {
  readonly profileCode?: string;
  readonly role?: UserRole;
  readonly title?: string;
  readonly status?: ProfileStatus;
  readonly organizations?: readonly AgentOrganization[];
  readonly firstName?: string;
  readonly lastName?: string;
  readonly language?: Language;
  readonly city?: string;
  readonly province?: Province;
  readonly country: 'CA';
  readonly email?: string;
  readonly licenses?: readonly AgentLicenceEntry[];
}

export type AgentProfileCode =
  AgentProfileOwnCode | Extract<InputCode, 'maxLength' | 'emailRequired' | 'emailInvalid'>;
