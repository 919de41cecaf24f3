import { LICENCE_STATUSES, PROVINCES } from '@tripx/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../session/session';
import { readLicenceForm } from './licence-form';
import { createLicence as createLicenceEffect, getLicence as getLicenceEffect } from './manage-licences';
import { outcome } from '../test-support/outcome';

const createLicence = (...a: Parameters<typeof createLicenceEffect>) => outcome(createLicenceEffect(...a));
const getLicence = (...a: Parameters<typeof getLicenceEffect>) => outcome(getLicenceEffect(...a));

const valid = {
  name: ' Léa Martin ',
  status: 'AUTHORIZED',
  licensedProvince: 'on',
  licenseNumber: 'ON-1',
  expiryDate: '2027-01-31',
};
const codes = (raw: Record<string, unknown>) => {
  const r = readLicenceForm(raw);
  return r.ok ? [] : r.errors.map((e) => `${e.field}:${e.code}`);
};

describe('licence form', () => {
  it('trims, upper-cases the province and keeps the expiry date', () => {
    expect(readLicenceForm(valid)).toEqual({
      ok: true,
      value: {
        name: 'Léa Martin',
        status: 'AUTHORIZED',
        licensedProvince: 'ON',
        licenseNumber: 'ON-1',
        expiryDate: '2027-01-31',
      },
    });
  });
  it('licenceFieldRequired', () =>
    expect(codes({ ...valid, name: '  ' })).toEqual(['name:licenceFieldRequired']));
  it('licenceFieldTooLong', () =>
    expect(codes({ ...valid, licenseNumber: 'x'.repeat(101) })).toEqual([
      'licenseNumber:licenceFieldTooLong',
    ]));
  it('licenceProvinceInvalid', () =>
    expect(codes({ ...valid, licensedProvince: 'XX' })).toEqual(['licensedProvince:licenceProvinceInvalid']));
  it('licenceStatusInvalid', () =>
    expect(codes({ ...valid, status: 'OK' })).toEqual(['status:licenceStatusInvalid']));
  it('licenceExpiryInvalid', () =>
    expect(codes({ ...valid, expiryDate: '2027-02-30' })).toEqual(['expiryDate:licenceExpiryInvalid']));
  it('property: any province and status of the spec, in any case and padding, is accepted as its code', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROVINCES),
        fc.constantFrom(...LICENCE_STATUSES),
        fc.boolean(),
        (p, s, lower) => {
          const r = readLicenceForm({
            ...valid,
            licensedProvince: ` ${lower ? p.toLowerCase() : p} `,
            status: s,
          });
          expect(r.ok && [r.value.licensedProvince, r.value.status]).toEqual([p, s]);
        },
      ),
    );
  });
  it('property: arbitrary objects never throw and either pass or name their fields', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('name', 'status', 'licensedProvince', 'licenseNumber', 'expiryDate'),
          fc.jsonValue(),
        ),
        (raw) => {
          const r = readLicenceForm(raw);
          if (!r.ok) expect(r.errors.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('manage licences', () => {
  const scoped = {
    kind: 'user',
    dataScope: 'ORGANIZATION',
    organizationsInScope: ['MAPLE'],
  } as unknown as Actor;
  const rows = new Map<string, unknown>();
  const deps = {
    repo: {
      licenceNumberTaken: async (_p: string, n: string) => n === 'TAKEN',
      insertLicence: async (l: { id: string }) => void rows.set(l.id, l),
      findLicence: async (id: string) => rows.get(id) as never,
      updateLicence: async () => undefined,
    },
    read: {
      organizations: async () => [{ code: 'MAPLE' }, { code: 'NORTHBANK' }] as never,
      findProfile: async () => undefined,
    },
    newId: () => 'L1',
  };
  it('creates an agency licence in scope; refuses another agency, a taken number, an unknown agent', async () => {
    // A partner files it in progress (only the insurer authorizes: manage-licences.test.ts).
    const filed = { ...valid, status: 'IN_PROGRESS' };
    const r = await createLicence(deps, scoped, { kind: 'AGENCY', organizationCode: 'MAPLE' }, filed);
    expect(r.ok && r.value).toMatchObject({ id: 'L1', organizationCode: 'MAPLE', licensedProvince: 'ON' });
    expect(
      await createLicence(deps, scoped, { kind: 'AGENCY', organizationCode: 'NORTHBANK' }, valid),
    ).toMatchObject({
      ok: false,
      code: 'notFound',
    });
    expect(
      await createLicence(
        deps,
        scoped,
        { kind: 'AGENCY', organizationCode: 'MAPLE' },
        { ...filed, licenseNumber: 'TAKEN' },
      ),
    ).toMatchObject({ ok: false, code: 'conflict' });
    expect(await createLicence(deps, scoped, { kind: 'AGENT', profileRef: 'x' }, valid)).toMatchObject({
      ok: false,
      code: 'notFound',
    });
    expect(await getLicence(deps, scoped, { kind: 'AGENT', profileRef: 'x' }, 'L1')).toMatchObject({
      ok: false,
      code: 'notFound',
    });
  });
});
