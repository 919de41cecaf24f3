import { describe, expect, it } from 'vitest';
import staffEn from '../../../../translations/admin/booking-flow.en.json';
import staffFr from '../../../../translations/admin/booking-flow.fr.json';
import applyEn from '../../../../translations/web/apply.en.json';
import applyFr from '../../../../translations/web/apply.fr.json';
import commonEn from '../../../../translations/web/common.en.json';
import commonFr from '../../../../translations/web/common.fr.json';
import plansEn from '../../../../translations/web/plans.en.json';
import plansFr from '../../../../translations/web/plans.fr.json';
import quoteEn from '../../../../translations/web/quote.en.json';
import quoteFr from '../../../../translations/web/quote.fr.json';
import { fakeTranslations } from '../test-support/admin-test-stores';
import { createI18n, staffWordingOf, type Lang } from './i18n';

type Labels = Readonly<Record<string, string>>;
const FLOW: Record<string, Record<Lang, Labels>> = {
  'web.apply': { en: applyEn, fr: applyFr },
  'web.common': { en: commonEn, fr: commonFr },
  'web.plans': { en: plansEn, fr: plansFr },
  'web.quote': { en: quoteEn, fr: quoteFr },
};
const STAFF: Record<Lang, Labels> = { en: staffEn, fr: staffFr };

/** The /tms files by name, as the server answers them (the flow's and the staff wording). */
const served = fakeTranslations((name) =>
  (['en', 'fr'] as const).map((language) => ({
    language,
    labels: name === 'booking-flow' ? STAFF[language] : (FLOW[`web.${name}`]?.[language] ?? {}),
  })),
);

describe('the staff booking’s wording (issue 17 item 9)', () => {
  it.each([
    ['en', 'The client’s trip', 'Choose the client’s plan', 'How does the client want to pay?'],
    ['fr', 'Le voyage du client', 'Choisir le régime du client', 'Comment le client veut-il payer\u202f?'],
  ] as const)(
    'in %s the booking speaks of the client; the other flow labels stay',
    async (lang, trip, plans, pay) => {
      const i18n = await createI18n(lang, served);
      expect(i18n.t('summaryTrip', { ns: 'web.apply' })).toBe(trip);
      expect(i18n.t('plansTitle', { ns: 'web.plans' })).toBe(plans);
      expect(i18n.t('paymentMode', { ns: 'web.apply' })).toBe(pay);
      expect(i18n.t('paymentTotal', { ns: 'web.apply' })).toBe(FLOW['web.apply']?.[lang].paymentTotal);
    },
  );

  it.each(['en', 'fr'] as const)(
    'each %s staff label replaces a label the flow has, with the same placeholders',
    (lang) => {
      for (const [ns, flow] of Object.entries(FLOW)) {
        for (const [key, label] of Object.entries(staffWordingOf(STAFF[lang], ns))) {
          expect(flow[lang], `${ns}:${key}`).toHaveProperty([key]);
          const placeholders = (s: string) => s.match(/{{\w+}}/g) ?? [];
          expect(placeholders(label)).toEqual(placeholders(flow[lang][key] ?? ''));
        }
      }
      const covered = Object.keys(FLOW).flatMap((ns) => Object.keys(staffWordingOf(STAFF[lang], ns)));
      expect(covered).toHaveLength(Object.keys(STAFF[lang]).length);
      expect(Object.keys(STAFF.fr).sort()).toEqual(Object.keys(STAFF.en).sort());
    },
  );
});
