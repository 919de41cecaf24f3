/** Region codes Intl names that are not countries (European Union, United Nations, unknown, pseudo-locales). */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'ZZ', 'QO', 'XA', 'XB']);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
/**
 * A region code Intl still names though ISO retired it for another (`DY` → Benin, `HV` → Burkina Faso,
 * `ZR` → Congo-Kinshasa, `AN` → Curaçao…): its canonical form is the current code, so the country
 * would be listed twice under one name.
 */
const isCurrent = (code: string): boolean => Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`;
const cache = new Map<string, readonly { value: string; label: string }[]>();

/**
 * The countries of the quote's country field (spec 2.7, b2b), named in the page's language by the
 * browser's own region names (current ISO 3166 codes, no list to keep, each country once): Canada, the
 * default, first.
 */
export const countryOptions = (locale: string): readonly { value: string; label: string }[] => {
  const known = cache.get(locale);
  if (known) return known;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const options = LETTERS.flatMap((a) => LETTERS.map((b) => a + b))
    .filter((code) => !NOT_COUNTRIES.has(code) && isCurrent(code))
    .flatMap((code) => {
      const label = names.of(code);
      return label ? [{ value: code, label }] : [];
    })
    .sort((x, y) => (x.value === 'CA' ? -1 : y.value === 'CA' ? 1 : x.label.localeCompare(y.label, locale)));
  cache.set(locale, options);
  return options;
};
