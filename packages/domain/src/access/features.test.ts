import { describe, expect, it } from 'vitest';
import { CLAIMS } from './claims';
import { FEATURES, FEATURE_NAMES, allowedFeatures, isFeatureName } from './features';

describe('feature requirements (spec 6)', () => {
  it('pins each row of the table', () => {
    expect(FEATURES.viewApp).toEqual(['TRIPX_READ']);
    expect(FEATURES.bookQuote).toEqual(['POLICY_BOOKING', 'GRAPH_API', 'POLICY_NOTIFICATION']);
    expect(FEATURES.payment).toEqual(['POLICY_BOOKING', 'POLICY_EDIT']);
    expect(FEATURES.viewPolicies).toEqual(['POLICY_READ']);
    expect(FEATURES.editPolicy).toEqual(['POLICY_EDIT']);
    expect(FEATURES.sendConfirmation).toEqual(['POLICY_READ', 'POLICY_NOTIFICATION']);
    expect(FEATURES.viewNotes).toEqual(['POLICY_READ', 'POLICY_NOTE_READ']);
    expect(FEATURES.addNote).toEqual(['POLICY_EDIT', 'POLICY_NOTE_EDIT']);
    expect(FEATURES.reinstate).toEqual(['POLICY_ADMIN']);
    expect(FEATURES.viewDeliveryAndFinancials).toEqual(['POLICY_READ']);
    expect(FEATURES.agentAdminRead).toEqual(['PROFILE_READ', 'TRIPX_READ']);
    expect(FEATURES.agentAdminCreate).toEqual(['PROFILE_CREATE', 'TRIPX_READ']);
    expect(FEATURES.agentAdminEdit).toEqual(['PROFILE_EDIT', 'TRIPX_READ']);
    expect(FEATURES.agentAdminDelete).toEqual(['PROFILE_DELETE', 'TRIPX_READ']);
    expect(FEATURES.reports).toEqual(['REPORT_READ']);
    expect(FEATURES.agency).toEqual(['ORGANIZATION_READ']);
    expect(FEATURES.users).toEqual(FEATURES.agentAdminRead);
    expect(FEATURES.licensingView).toEqual(['LICENSE_READ', 'PROFILE_READ']);
    expect(FEATURES.licensingEdit).toEqual(['LICENSE_EDIT', 'PROFILE_EDIT']);
    expect(FEATURES.licensingAdd).toEqual(['LICENSE_CREATE', 'PROFILE_EDIT']);
    expect(FEATURES.partnerKeys).toEqual(['PARTNER_KEY_MANAGE']);
    expect(FEATURES.configuration.every((c) => c.startsWith('TRIPX_'))).toBe(true);
  });

  it('the advisorAdmin entry needs the users requirement and licensing view', () => {
    expect([...FEATURES.advisorAdmin].sort()).toEqual(['LICENSE_READ', 'PROFILE_READ', 'TRIPX_READ']);
  });

  it('lists what a holder of some claims may do', () => {
    expect(allowedFeatures(['POLICY_READ', 'POLICY_NOTE_READ'])).toEqual([
      'viewPolicies',
      'viewNotes',
      'viewDeliveryAndFinancials',
    ]);
    expect(allowedFeatures(CLAIMS)).toEqual(FEATURE_NAMES);
    expect(allowedFeatures([])).toEqual([]);
  });

  it('recognises feature names and nothing else', () => {
    expect(isFeatureName('reports')).toBe(true);
    expect(isFeatureName('toString')).toBe(false);
    expect(isFeatureName(undefined)).toBe(false);
  });
});
