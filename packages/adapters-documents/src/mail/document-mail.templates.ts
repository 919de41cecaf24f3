import type { ConfirmationView, MailContent, MailTemplates, SavedQuoteMail } from '@tripx/application';
import { confirmationTotal } from '@tripx/application';
import { formatDisplayDate, formatMoney, type Language } from '@tripx/domain';
import { emailLabels } from '../labels/labels';
import { mailHtml, mailText, type MailBlock } from './mail-layout';

const content = (lang: Language, subject: string, blocks: readonly MailBlock[]): MailContent => ({
  subject,
  text: mailText(blocks),
  html: mailHtml(lang, subject, blocks),
});

/** The e-mails of the documents space, in EN and FR, wording from translations/documents/email.*.json. */
export class DocumentMailTemplates implements MailTemplates {
  confirmation(view: ConfirmationView, lang: Language): MailContent {
    const t = emailLabels(lang);
    const organization = view.organization.name[lang];
    const firstName = view.travellers[0]?.firstName.trim();
    const subject = t('confirmationSubject', { bookingNumber: view.groupNumber });
    return content(lang, subject, [
      { kind: 'p', text: firstName ? t('greeting', { firstName }) : t('greetingAnonymous') },
      { kind: 'p', text: t('confirmationIntro', { organization }) },
      { kind: 'p', text: t('confirmationPolicies') },
      { kind: 'list', items: view.travellers.map((p) => `${p.policyNumber} – ${p.firstName} ${p.lastName}`) },
      {
        kind: 'p',
        text: t('confirmationTrip', {
          startDate: formatDisplayDate(view.trip.startDate),
          endDate: formatDisplayDate(view.trip.endDate),
        }),
      },
      { kind: 'p', text: t('confirmationTotal', { total: formatMoney(confirmationTotal(view), lang) }) },
      { kind: 'p', text: t('confirmationKeep') },
      { kind: 'p', text: t('signature', { organization }) },
    ]);
  }

  savedQuote(mail: SavedQuoteMail, lang: Language): MailContent {
    const t = emailLabels(lang);
    const firstName = mail.firstName?.trim();
    const start = mail.tripStartDate ? formatDisplayDate(mail.tripStartDate) : '';
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
      { kind: 'p', text: t('ignoreIfNotYou') },
    ]);
  }
}
