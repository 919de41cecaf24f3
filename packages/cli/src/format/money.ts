import type { Cents, Language } from '@tripx/domain';

/** Spec 9: English puts the dollar sign first, French after the amount with a decimal comma. */
export const formatMoney = (cents: Cents, lang: Language): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toLocaleString(lang === 'fr' ? 'fr-CA' : 'en-CA');
  const decimals = String(abs % 100).padStart(2, '0');
  return lang === 'fr' ? `${sign}${whole},${decimals} $` : `${sign}$${whole}.${decimals}`;
};

/** French puts a space before a colon. */
export const colon = (lang: Language): string => (lang === 'fr' ? '\u00a0:' : ':');
