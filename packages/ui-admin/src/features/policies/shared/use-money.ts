import { formatMoney, type Cents } from '@tripx/domain';
import { useTranslation } from 'react-i18next';

/** Cents as the page's language writes money ($1,234.56 / 1 234,56 $). */
export const useMoney = (): ((cents: number) => string) => {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'fr' ? 'fr' : 'en';
  return (cents) => formatMoney(cents as Cents, lang);
};
