import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { frenchTypographySlips } from './french-typography';

const NBSP = '\u00a0';
const FR_MONEY = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' });

describe('frenchTypographySlips', () => {
  it('names each kind of slip', () => {
    const cases: readonly (readonly [string, readonly string[]])[] = [
      ['Total à payer :', ['ordinary space before : ; ! ?']],
      ['voyageur 1 : 45 ans', ['ordinary space before : ; ! ?']],
      ['Besoin d’aide?', ['no space before ; ! ?']],
      ['Format: AAAA', ['no space before :']],
      ['Total\u202f:', ['U+202F before : (U+00A0 wanted)']],
      [`Qui voyage${NBSP}?`, ['U+00A0 before ; ! ? (U+202F wanted)']],
      ['la spec « Quote form »', ['no U+00A0 inside « »']],
      ["États-Unis d'Amérique", ['straight apostrophe']],
      [`Franchise de 1 000${NBSP}$`, ['ordinary space between digit groups']],
      [`1,000.00${NBSP}$`, ['English grouping or decimal point']],
      [`12.50${NBSP}$`, ['English grouping or decimal point']],
      ['$12,50', ['$ before the amount']],
      ['0$', ['no no-break space before $']],
      ['Prime : 5,00 $', ['ordinary space before : ; ! ?', 'no no-break space before $']],
      ['Acheté à 14:30 HNE', ['time not written 14 h 30']],
      ['6:41am HNE', ['time not written 14 h 30']],
      ['14h30', ['time without no-break spaces around h']],
      ['à 14 h 30', ['time without no-break spaces around h']],
    ];
    for (const [text, slips] of cases)
      expect({ text, slips: frenchTypographySlips(text) }).toEqual({ text, slips });
  });

  it('accepts French written the French way, code in single braces and addresses', () => {
    expect(
      frenchTypographySlips(
        `Le «${NBSP}régime${NBSP}» d’un voyageur${NBSP}: {{amount}}\u202f; vraiment\u202f? Oui\u202f! https://x.ca`,
      ),
    ).toEqual([]);
    expect(frenchTypographySlips('Lit { premiumPaidCents, hasClaim? } ou {"valid": true}.')).toEqual([]);
    expect(frenchTypographySlips(`25${NBSP}novembre${NBSP}2026, 14${NBSP}h${NBSP}30${NBSP}HNE`)).toEqual([]);
    expect(frenchTypographySlips('Appelez le 1-866-555-0199, 24 heures sur 24, 7 jours sur 7.')).toEqual([]);
  });

  test.prop([fc.integer({ min: 0, max: 10_000_000_00 })])(
    'property: every amount fr-CA writes passes, and fails once a no-break space is an ordinary one',
    (cents) => {
      const amount = FR_MONEY.format(cents / 100);
      expect(frenchTypographySlips(`Total${NBSP}: ${amount}`)).toEqual([]);
      const spaces = [...amount.matchAll(/\u00a0/g)].map((m) => m.index);
      for (const at of spaces)
        expect(frenchTypographySlips(`${amount.slice(0, at)} ${amount.slice(at + 1)}`)).not.toEqual([]);
    },
  );

  test.prop([fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })])(
    'property: a time passes as 14 h 30 with no-break spaces, never as 14:30',
    (hour, minute) => {
      const mm = String(minute).padStart(2, '0');
      expect(frenchTypographySlips(`à ${hour}${NBSP}h${NBSP}${mm}`)).toEqual([]);
      expect(frenchTypographySlips(`à ${hour}:${mm}`)).toEqual(['time not written 14 h 30']);
    },
  );
});
