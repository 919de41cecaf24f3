import { describe, expect, it } from 'vitest';
import apiEn from '../../../../translations/errors/api.en.json';
import apiFr from '../../../../translations/errors/api.fr.json';
import endorsementEn from '../../../../translations/errors/endorsement.en.json';
import endorsementFr from '../../../../translations/errors/endorsement.fr.json';
import en from '../../../../translations/errors/policy-maintenance.en.json';
import fr from '../../../../translations/errors/policy-maintenance.fr.json';
import { POLICY_MAINTENANCE_CODES, POLICY_MAINTENANCE_FIELD_CODES } from './policy-maintenance.errors';

describe('policy maintenance error labels', () => {
  it('has the same keys in English and French', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it('has an English and a different French text for every code the write side answers', () => {
    const english = { ...apiEn, ...endorsementEn, ...en } as Record<string, string>;
    const french = { ...apiFr, ...endorsementFr, ...fr } as Record<string, string>;
    for (const code of [...POLICY_MAINTENANCE_CODES, ...POLICY_MAINTENANCE_FIELD_CODES]) {
      expect(english[code], code).toMatch(/\S/);
      expect(french[code], code).toMatch(/\S/);
      expect(french[code], code).not.toBe(english[code]);
    }
  });
});
