import type { Province } from '../shared/enums';

/**
 * The province or territory of a Canadian postal code, from its first letter (Canada Post's forward
 * sortation areas); X is split between Nunavut (X0A, X0B, X0C) and the Northwest Territories. Undefined
 * for text that does not start like a postal code.
 */
const BY_FIRST_LETTER: Readonly<Record<string, Province>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT',
  Y: 'YT',
};
const NUNAVUT = /^X0[ABC]/;

export const provinceOfPostalCode = (postalCode: string): Province | undefined => {
  const code = postalCode.trim().toUpperCase();
  if (!/^[A-Z]\d/.test(code)) return undefined;
  return NUNAVUT.test(code) ? 'NU' : BY_FIRST_LETTER[code.charAt(0)];
};
