import { describe, expect, it } from 'vitest';
import { bill96ConsentErrors } from './bill96-consent';

describe('Bill 96 consent', () => {
  it('bill96ConsentRequired: a Québec resident in a flow that asks for it, without consent', () => {
    for (const consent of [false, undefined, null, 'false']) {
      expect(bill96ConsentErrors({ province: 'QC', flowRequiresConsent: true, consent })).toEqual([
        { field: 'bill96Consent', code: 'bill96ConsentRequired' },
      ]);
    }
    expect(bill96ConsentErrors({ province: ' qc ', flowRequiresConsent: true, consent: false })).toHaveLength(
      1,
    );
  });

  it('no error with consent, outside Québec, or in a flow that does not ask', () => {
    expect(bill96ConsentErrors({ province: 'QC', flowRequiresConsent: true, consent: true })).toEqual([]);
    expect(bill96ConsentErrors({ province: 'QC', flowRequiresConsent: true, consent: 'true' })).toEqual([]);
    expect(bill96ConsentErrors({ province: 'ON', flowRequiresConsent: true, consent: false })).toEqual([]);
    expect(bill96ConsentErrors({ province: 'QC', flowRequiresConsent: false, consent: false })).toEqual([]);
  });
});
