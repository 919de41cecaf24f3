import { describe, expect, it } from 'vitest';
import en from '../../../../translations/errors/endorsement.en.json';
import fr from '../../../../translations/errors/endorsement.fr.json';
import { ENDORSEMENT_CODES } from './endorsement.codes';

describe('endorsement labels', () => {
  it('every code has an English and a French message, and nothing else is there', () => {
    expect(Object.keys(en).sort()).toEqual([...ENDORSEMENT_CODES].sort());
    expect(Object.keys(fr).sort()).toEqual([...ENDORSEMENT_CODES].sort());
  });
});
