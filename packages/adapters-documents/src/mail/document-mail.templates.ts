import type { ConfirmationView, MailContent, MailTemplates, SavedQuoteMail } from '@tripx/application';
import { addressText, confirmationTotal, personLines } from '@tripx/application';
import {
  formatCoverage,
  formatMoney,
  formatReaderDate,
  formatWholeDollars,
  tripDays,
  type Language,
} from '@tripx/domain';
import { emailLabels, type EmailLabelKey, type Translate } from '../labels/labels';
import { mailHtml, mailText, type MailBlock } from './mail-layout';

const content = (lang: Language, subject: string, blocks: readonly MailBlock[]): MailContent => ({
  subject,
  text: mailText(blocks),
  html: mailHtml(lang, subject, blocks),
});

/** Each person covered with their price line: a traveller's policy, a dependant's share of nothing. */
const peopleList = (view: ConfirmationView, lang: Language, t: Translate<EmailLabelKey>): string[] =>
  personLines(view).map((line) => {
    const amount = formatMoney(line.total, lang);
    return line.kind === 'traveller'
      ? t('personTraveller', { name: line.name, policyNumber: line.policyNumber, amount })
      : t('personDependent', {
          name: line.name ?? t('dependentUnnamed', { number: line.number }),
          amount,
        });
  });

/** A super visa booking: the super visa, its duration, and each insured's coverage and deductible. */
const superVisaBlocks = (
  view: ConfirmationView,
  lang: Language,
  t: Translate<EmailLabelKey>,
): MailBlock[] => {
  if (!view.trip.superVisa) return [];
  const { startDate, endDate } = view.trip;
  const coverage = (dollars: number | null) => {
    if (dollars === null) return '–';
    const shown = formatCoverage(dollars, lang);
    return shown.kind === 'label' ? t(shown.key) : shown.text;
  };
  return [
    {
      kind: 'p',
      text: t('confirmationSuperVisa', {
        days: tripDays(startDate, endDate),
        startDate: formatReaderDate(startDate, lang),
        endDate: formatReaderDate(endDate, lang),
      }),
    },
    {
      kind: 'list',
      items: view.travellers.map((p) =>
        t('superVisaCover', {
          name: `${p.firstName} ${p.lastName}`,
          coverage: coverage(p.plan.coverageAmount),
          deductible: p.plan.deductible === null ? '–' : formatWholeDollars(p.plan.deductible, lang),
        }),
      ),
    },
  ];
};

/** The e-mails of the documents space, in EN and FR, wording from translations/documents/email.*.json. */
export class DocumentMailTemplates implements MailTemplates {
  confirmation(view: ConfirmationView, lang: Language): MailContent {
    const t = emailLabels(lang);
    const organization = view.organization.name[lang];
    const firstName = view.travellers[0]?.firstName.trim();
    const subject = t('confirmationSubject', { bookingNumber: view.groupNumber });
    const { address } = view.contact;
    const visitor = view.travellerCategory === 'VISITOR_TO_CANADA';
    return content(lang, subject, [
      { kind: 'p', text: firstName ? t('greeting', { firstName }) : t('greetingAnonymous') },
      { kind: 'p', text: t('confirmationIntro', { organization }) },
      ...superVisaBlocks(view, lang, t),
      { kind: 'p', text: t('confirmationPeople') },
      { kind: 'list', items: peopleList(view, lang, t) },
      {
        kind: 'p',
        text: t('confirmationTrip', {
          startDate: formatReaderDate(view.trip.startDate, lang),
          endDate: formatReaderDate(view.trip.endDate, lang),
        }),
      },
      ...(address
        ? [
            {
              kind: 'p' as const,
              text: t(visitor ? 'confirmationAddressInCanada' : 'confirmationAddress', {
                address: addressText(address),
              }),
            },
          ]
        : []),
      { kind: 'p', text: t('confirmationTotal', { total: formatMoney(confirmationTotal(view), lang) }) },
      { kind: 'p', text: t('confirmationKeep') },
      { kind: 'p', text: t('signature', { organization }) },
    ]);
  }

  savedQuote(mail: SavedQuoteMail, lang: Language): MailContent {
    const t = emailLabels(lang);
    const firstName = mail.firstName?.trim();
    const start = mail.tripStartDate ? formatReaderDate(mail.tripStartDate, lang) : '';
    return content(lang, t('savedQuoteSubject'), [
      { kind: 'p', text: firstName ? t('greeting', { firstName }) : t('greetingAnonymous') },
      {
        kind: 'p',
        text: start ? t('savedQuoteIntro', { tripStartDate: start }) : t('savedQuoteIntroNoDate'),
      },
      {
        kind: 'link',
        label: t('savedQuoteAction'),
        href: mail.quoteLink,
        textLine: t('savedQuoteLinkText', { link: mail.quoteLink }),
      },
      ...(mail.linkExpiresAt
        ? [
            {
              kind: 'p' as const,
              text: t('savedQuoteValidUntil', { date: formatReaderDate(mail.linkExpiresAt, lang) }),
            },
          ]
        : []),
      { kind: 'p', text: t('ignoreIfNotYou') },
    ]);
  }
}
