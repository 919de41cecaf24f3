import type { QuoteResponse } from '@tripx/application';
import type { Language } from '@tripx/domain';
import { label } from '../labels';
import { colon, formatMoney } from './money';

type Line = QuoteResponse['paxes'][number]['plans'][number];
type Amounts = Pick<Line, 'premiumCents' | 'adjustments' | 'taxCents' | 'totalCents'>;

const pad = (text: string, width: number, right = false): string =>
  right ? text.padStart(width) : text.padEnd(width);

/** One row per plan or add-on: what it is, its status (or reasons), and its parts adding up to its total. */
const row = (lang: Language, name: string, status: string, amounts: Amounts, priced: boolean): string => {
  const money = (c: number) => (priced ? formatMoney(c, lang) : '—');
  const adjustments = amounts.adjustments
    .map((a) => `${label(lang, a.type)} ${formatMoney(a.amountCents, lang)}`)
    .join(', ');
  return [
    pad(name, 14),
    pad(status, 30),
    pad(money(amounts.premiumCents), 13, true),
    pad(adjustments, 40),
    pad(money(amounts.taxCents), 11, true),
    pad(money(amounts.totalCents), 13, true),
  ].join('  ');
};

/** Why a line is not priced: each reason's label, with its code for searching. */
const reasonLines = (lang: Language, reasons: readonly string[]): string[] =>
  reasons.map((r) => `${' '.repeat(16)}↳ ${label(lang, r)} (${r})`);

/** The quote as a readable table: every total is the sum of the parts on its row. */
export const quoteTable = (quote: QuoteResponse, lang: Language): string => {
  const out: string[] = [];
  const version = label(lang, 'ratesVersion', { date: quote.ratesVersion });
  const sample = quote.sampleRates ? ` (${label(lang, 'sampleRates')})` : '';
  out.push(`${label(lang, 'quoteTitle')} — ${version}${sample}, ${quote.currency}`);
  const headings = [
    pad(label(lang, 'plan'), 14),
    pad(label(lang, 'status'), 30),
    pad(label(lang, 'premium'), 13, true),
    pad(label(lang, 'adjustments'), 40),
    pad(label(lang, 'tax'), 11, true),
    pad(label(lang, 'total'), 13, true),
  ].join('  ');
  for (const pax of quote.paxes) {
    out.push('', label(lang, 'traveller', { number: pax.referenceNumber, age: pax.age }), headings);
    for (const line of pax.plans) {
      const priced = line.status === 'PRICED';
      const notes = [
        priced && line.family ? label(lang, 'family') : '',
        priced && line.rateCategory ? label(lang, 'rateCategory', { category: line.rateCategory }) : '',
      ].filter(Boolean);
      const status = label(lang, line.status) + (notes.length > 0 ? ` (${notes.join(', ')})` : '');
      out.push(row(lang, line.code, status, line, priced), ...reasonLines(lang, line.reasons));
      for (const b of line.benefits)
        out.push(
          row(lang, `  + ${b.code}`, label(lang, b.status), b, b.status === 'PRICED'),
          ...reasonLines(lang, b.reasons),
        );
    }
    out.push(`${label(lang, 'travellerTotal')}${colon(lang)} ${formatMoney(pax.totalCents, lang)}`);
  }
  out.push('', `${label(lang, 'quoteTotal')}${colon(lang)} ${formatMoney(quote.totalCents, lang)}`);
  return out.map((l) => l.trimEnd()).join('\n');
};
