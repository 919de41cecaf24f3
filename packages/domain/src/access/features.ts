import type { Claim } from './claims';
import { unionClaims } from './claims';

const agentAdmin = (claim: Claim): readonly Claim[] => [claim, 'TRIPX_READ'];

/**
 * The feature-requirements table of spec 6: a feature needs ALL of its claims.
 * Rows the spec leaves loose are made precise here (see packages/domain/README.md):
 * - configuration "TRIPX_* claims" = TRIPX_READ + TRIPX_CONFIG_EDIT;
 * - licensingAdd uses LICENSE_CREATE, licensingEdit LICENSE_EDIT ("licence claim and PROFILE_EDIT");
 * - advisorAdmin is the users-entry requirement plus licensing view, because it opens /licensing;
 * - cancelPolicy and customApplicationDate are ours (the claims exist; the table has no row);
 * - partnerKeys and webhooks are ours too (issue 21): one partner-integration claim, held by insurer
 *   staff administrators only.
 */
export const FEATURES = {
  viewApp: ['TRIPX_READ'],
  bookQuote: ['POLICY_BOOKING', 'GRAPH_API', 'POLICY_NOTIFICATION'],
  payment: ['POLICY_BOOKING', 'POLICY_EDIT'],
  viewPolicies: ['POLICY_READ'],
  editPolicy: ['POLICY_EDIT'],
  cancelPolicy: ['POLICY_READ', 'POLICY_CANCEL'],
  sendConfirmation: ['POLICY_READ', 'POLICY_NOTIFICATION'],
  viewNotes: ['POLICY_READ', 'POLICY_NOTE_READ'],
  addNote: ['POLICY_EDIT', 'POLICY_NOTE_EDIT'],
  reinstate: ['POLICY_ADMIN'],
  customApplicationDate: ['POLICY_ADMIN'],
  viewDeliveryAndFinancials: ['POLICY_READ'],
  agentAdminRead: agentAdmin('PROFILE_READ'),
  agentAdminCreate: agentAdmin('PROFILE_CREATE'),
  agentAdminEdit: agentAdmin('PROFILE_EDIT'),
  agentAdminDelete: agentAdmin('PROFILE_DELETE'),
  reports: ['REPORT_READ'],
  agency: ['ORGANIZATION_READ'],
  users: agentAdmin('PROFILE_READ'),
  advisorAdmin: unionClaims(agentAdmin('PROFILE_READ'), ['LICENSE_READ', 'PROFILE_READ']),
  configuration: ['TRIPX_READ', 'TRIPX_CONFIG_EDIT'],
  licensingView: ['LICENSE_READ', 'PROFILE_READ'],
  licensingAdd: ['LICENSE_CREATE', 'PROFILE_EDIT'],
  licensingEdit: ['LICENSE_EDIT', 'PROFILE_EDIT'],
  /** Webhook endpoints of an organization and their deliveries (issue 21): the partner keys' claim. */
  webhooks: ['PARTNER_KEY_MANAGE'],
  partnerKeys: ['PARTNER_KEY_MANAGE'],
} as const satisfies Record<string, readonly Claim[]>;

export type FeatureName = keyof typeof FEATURES;
export const FEATURE_NAMES = Object.keys(FEATURES) as readonly FeatureName[];

export const isFeatureName = (value: unknown): value is FeatureName =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(FEATURES, value);

export const featureClaims = (feature: FeatureName): readonly Claim[] => FEATURES[feature];

/** The features a holder of `claims` may use. */
export const allowedFeatures = (claims: readonly Claim[]): readonly FeatureName[] => {
  const held = new Set<Claim>(claims);
  return FEATURE_NAMES.filter((f) => FEATURES[f].every((c: Claim) => held.has(c)));
};

/** The features a user's claims grant (spec 3 featureFlags): decided on the server from the claims. */
export const grantedFeatures = (claims: readonly Claim[]): readonly FeatureName[] =>
  (Object.keys(FEATURES) as FeatureName[]).filter((f) => FEATURES[f].every((c) => claims.includes(c)));
