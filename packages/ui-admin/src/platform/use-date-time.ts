import { formatDisplayDate, formatDisplayDateTime } from '@tripx/domain';
import { useTranslation } from 'react-i18next';

/**
 * Instants as the page's language writes them, in Toronto with the zone ("2026-11-25 2:30pm EST",
 * "25 novembre 2026, 14 h 30 HNE"): the one date-time of the staff app's screens. `day` is the Toronto
 * day of an instant (a purchase made at 23:30 in Toronto is of that day, not of the next UTC one).
 */
export const useDateTime = (): {
  readonly at: (iso: string) => string;
  readonly day: (iso: string) => string;
} => {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'fr' ? 'fr' : 'en';
  return { at: (iso) => formatDisplayDateTime(iso, lang), day: (iso) => formatDisplayDate(iso) };
};
