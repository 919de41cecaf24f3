import { describe, expect, it } from 'vitest';
import errorsEn from '../../../../translations/errors/distribution.en.json';
import errorsFr from '../../../../translations/errors/distribution.fr.json';
import labelsEn from '../../../../translations/admin/distribution.en.json';
import labelsFr from '../../../../translations/admin/distribution.fr.json';
import { DISTRIBUTION_CODES, SELLING_LICENCE_CODES } from './distribution.codes';
import { LICENCE_DELETED_LABEL, LICENCE_KIND_LABELS, LICENCE_STATUS_LABELS } from './licence/licence-status';
import { PROFILE_STATUS_LABELS, PROFILE_STATUS_UNKNOWN_LABEL } from './agent-search/profile-status';

const keys = (o: object) => Object.keys(o).sort();

describe('distribution labels in EN and FR', () => {
  it('has one message per error code, in both languages', () => {
    expect(keys(errorsEn)).toEqual([...DISTRIBUTION_CODES].sort());
    expect(keys(errorsFr)).toEqual(keys(errorsEn));
    // The quote and the purchase answer these codes with no parameter: their words need none.
    for (const code of SELLING_LICENCE_CODES) {
      expect(errorsEn[code]).not.toContain('{{');
      expect(errorsFr[code]).not.toContain('{{');
    }
  });

  it('labels every status display in both languages, with the spec’s English words', () => {
    expect(keys(labelsFr)).toEqual(keys(labelsEn));
    const used = [
      ...Object.values(LICENCE_STATUS_LABELS),
      LICENCE_DELETED_LABEL,
      ...Object.values(LICENCE_KIND_LABELS),
      ...Object.values(PROFILE_STATUS_LABELS),
      PROFILE_STATUS_UNKNOWN_LABEL,
    ];
    for (const k of used) expect(keys(labelsEn)).toContain(k);
    const en = labelsEn as Record<string, string>;
    expect(Object.values(LICENCE_STATUS_LABELS).map((k) => en[k])).toEqual([
      'Authorized',
      'In Progress',
      'Not Authorized',
      'Renewal Pending',
    ]);
    expect(en[LICENCE_DELETED_LABEL]).toBe('Deleted');
    expect(Object.values(PROFILE_STATUS_LABELS).map((k) => en[k])).toEqual(['New', 'Active', 'Inactive']);
  });
});
