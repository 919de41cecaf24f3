import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAgentProfile } from './create-agent-profile';
import type { AgentProfileForm } from './agent-profile.types';
import { anAgentProfileForm, anAgentProfileMeta, arbAgentProfileForm } from '../../test-support/distribution';

const codes = (form: AgentProfileForm) => {
  const r = createAgentProfile(form, anAgentProfileMeta);
  return r.ok ? [] : r.errors.map((e) => `${e.field}:${e.code}`);
};

describe('createAgentProfile (spec 3)', () => {
  it('builds the create payload: NEW, CA, trimmed, title of the role', () => {
    const r = createAgentProfile(
      anAgentProfileForm({
        firstName: '  Jane ',
        lastName: ' Doe',
        email: ' jane@agency.example ',
        language: 'FR',
      }),
      anAgentProfileMeta,
    );
    expect(r).toEqual({
      ok: true,
      value: {
        referenceNumber: 'REF-1',
        profileCode: 'jane.doe@agency.example',
        role: 'Consultant_Agency',
        title: 'Travel Consultant - Agency policies',
        status: 'NEW',
        organizations: [{ organizationCode: 'AGY', default: true }],
        firstName: 'Jane',
        lastName: 'Doe',
        language: 'fr',
        city: 'Toronto',
        province: 'ON',
        country: 'CA',
        email: 'jane@agency.example',
        licenses: [{ licensedProvince: 'ON' }],
        createdBy: 'ADMIN-1',
      },
    });
  });

  it('leaves optional city and province out when empty', () => {
    const r = createAgentProfile(anAgentProfileForm({ city: ' ', province: null }), anAgentProfileMeta);
    expect(r.ok && 'city' in r.value).toBe(false);
    expect(r.ok && 'province' in r.value).toBe(false);
  });

  it('agentFieldRequired on each missing required field', () => {
    expect(
      codes(anAgentProfileForm({ firstName: '  ', lastName: undefined, profileCode: null, role: '' })),
    ).toEqual([
      'profileCode:agentFieldRequired',
      'role:agentFieldRequired',
      'firstName:agentFieldRequired',
      'lastName:agentFieldRequired',
    ]);
  });

  it('maxLength over the limits of spec 5.6, with the limit', () => {
    const r = createAgentProfile(anAgentProfileForm({ lastName: 'x'.repeat(101) }), anAgentProfileMeta);
    expect(r).toEqual({
      ok: false,
      errors: [{ field: 'lastName', code: 'maxLength', params: { max: 100 } }],
    });
    expect(codes(anAgentProfileForm({ profileCode: 'p'.repeat(321) }))).toEqual(['profileCode:maxLength']);
    expect(codes(anAgentProfileForm({ profileCode: 'p'.repeat(320), city: 'c'.repeat(100) }))).toEqual([]);
  });

  it('emailRequired and emailInvalid (shared e-mail pattern)', () => {
    expect(codes(anAgentProfileForm({ email: '' }))).toEqual(['email:emailRequired']);
    expect(codes(anAgentProfileForm({ email: 'jane@agency' }))).toEqual(['email:emailInvalid']);
  });

  it('agentRoleNotOffered for staff roles and unknown roles', () => {
    expect(codes(anAgentProfileForm({ role: 'Staff_Admin' }))).toEqual(['role:agentRoleNotOffered']);
    expect(codes(anAgentProfileForm({ role: 'Boss' }))).toEqual(['role:agentRoleNotOffered']);
  });

  it('agentLanguageInvalid', () => {
    expect(codes(anAgentProfileForm({ language: 'de' }))).toEqual(['language:agentLanguageInvalid']);
  });

  it('agentProvinceInvalid, for the home province and for a licence', () => {
    expect(codes(anAgentProfileForm({ province: 'Ontario' }))).toEqual(['province:agentProvinceInvalid']);
    expect(codes(anAgentProfileForm({ licenses: ['ON', 'XX'] }))).toEqual([
      'licenses[1]:agentProvinceInvalid',
    ]);
  });

  it('agentOrganizationRequired, agentOrganizationDuplicate, agentDefaultOrganization', () => {
    expect(codes(anAgentProfileForm({ organizations: [] }))).toEqual([
      'organizations:agentOrganizationRequired',
    ]);
    expect(codes(anAgentProfileForm({ organizations: [{ organizationCode: ' ', default: true }] }))).toEqual([
      'organizations:agentOrganizationRequired',
    ]);
    expect(
      codes(
        anAgentProfileForm({
          organizations: [
            { organizationCode: 'AGY', default: true },
            { organizationCode: ' AGY ', default: false },
          ],
        }),
      ),
    ).toEqual(['organizations:agentOrganizationDuplicate']);
    expect(codes(anAgentProfileForm({ organizations: [{ organizationCode: 'AGY' }] }))).toEqual([
      'organizations:agentDefaultOrganization',
    ]);
    expect(
      codes(
        anAgentProfileForm({
          organizations: [
            { organizationCode: 'AGY', default: true },
            { organizationCode: 'AGY-EAST', default: true },
          ],
        }),
      ),
    ).toEqual(['organizations:agentDefaultOrganization']);
  });

  it('agentLicenceDuplicate', () => {
    expect(codes(anAgentProfileForm({ licenses: ['ON', 'qc', 'QC'] }))).toEqual([
      'licenses:agentLicenceDuplicate',
    ]);
  });

  it('property: a payload is always NEW and CA, whatever status or country the input carries', () => {
    fc.assert(
      fc.property(arbAgentProfileForm, (form) => {
        const r = createAgentProfile(
          { ...form, firstName: `A${(form.firstName ?? '').slice(0, 50)}`, lastName: 'B' },
          anAgentProfileMeta,
        );
        expect(r.ok).toBe(true);
        if (r.ok) expect([r.value.status, r.value.country]).toEqual(['NEW', 'CA']);
      }),
    );
  });

  it('property: names come out trimmed and within the limit, and are refused exactly when too long or blank', () => {
    fc.assert(
      fc.property(arbAgentProfileForm, (form) => {
        const r = createAgentProfile(form, anAgentProfileMeta);
        const fits = (n: string | null | undefined) => {
          const t = (n ?? '').trim();
          return t !== '' && [...t].length <= 100;
        };
        expect(r.ok).toBe(fits(form.firstName) && fits(form.lastName));
        if (!r.ok) return;
        for (const name of [r.value.firstName, r.value.lastName]) {
          expect(name).toBe(name.trim());
          expect(name.length).toBeGreaterThan(0);
          expect([...name].length).toBeLessThanOrEqual(100);
        }
        expect(r.value.organizations.filter((o) => o.default)).toHaveLength(1);
      }),
    );
  });
});
