import fc from 'fast-check';
import type { DocumentLanguageInput } from '../documents/document-language';
import { PROVINCES } from '../shared/enums';

/** Province text as rows hold it: codes in any case, padded, or noise. */
export const arbProvinceText: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...PROVINCES),
  fc.constantFrom('qc', ' QC ', 'Qc', 'on ', 'QUEBEC', ''),
  fc.string({ maxLength: 4 }),
  fc.constant(null),
  fc.constant(undefined),
);

/** Anything a row may hold in its language and bill96Consent columns. */
export const arbDocumentLanguageInput: fc.Arbitrary<DocumentLanguageInput> = fc.record({
  language: fc.oneof(fc.constantFrom('en', 'fr'), fc.constantFrom('EN', 'fr-CA', '', null), fc.anything()),
  provinceOfResidence: arbProvinceText,
  bill96Consent: fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', null, undefined), fc.anything()),
});
