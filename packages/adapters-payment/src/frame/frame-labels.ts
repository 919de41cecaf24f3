import { CARD_ENTRY_CODES, type CardEntryCode } from '@tripx/application';
import type { Language } from '@tripx/domain';
import cardEn from '../../../../translations/errors/card.en.json' with { type: 'json' };
import cardFr from '../../../../translations/errors/card.fr.json' with { type: 'json' };
import paymentEn from '../../../../translations/errors/payment.en.json' with { type: 'json' };
import paymentFr from '../../../../translations/errors/payment.fr.json' with { type: 'json' };
import frameEn from '../../../../translations/payment/frame.en.json' with { type: 'json' };
import frameFr from '../../../../translations/payment/frame.fr.json' with { type: 'json' };

export type FrameLabels = typeof frameEn;
export type FrameMessages = Readonly<Record<CardEntryCode, string>>;

const LABELS: Readonly<Record<Language, FrameLabels>> = { en: frameEn, fr: frameFr };

const messages = (card: Record<string, string>, payment: Record<string, string>): FrameMessages =>
  Object.fromEntries(
    CARD_ENTRY_CODES.map((code) => [code, card[code] ?? payment[code] ?? code]),
  ) as FrameMessages;

const MESSAGES: Readonly<Record<Language, FrameMessages>> = {
  en: messages(cardEn, paymentEn),
  fr: messages(cardFr, paymentFr),
};

/** `?lang=fr` gives French; anything else English. */
export const frameLanguage = (lang: unknown): Language =>
  typeof lang === 'string' && lang.toLowerCase() === 'fr' ? 'fr' : 'en';

export const frameLabels = (lang: Language): FrameLabels => LABELS[lang];
export const frameMessages = (lang: Language): FrameMessages => MESSAGES[lang];
