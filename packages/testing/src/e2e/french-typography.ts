import type { Page } from 'playwright-core';

/*
 * French typography as a French reader expects it (Office québécois de la langue française, issue 16
 * item 8), one set of rules for the French labels (translations, catalogue) and for the text of the
 * French pages the e2e run renders:
 * - U+00A0 (espace insécable) before « : » and inside « » (`«\u00a0texte\u00a0»`);
 * - U+202F (espace fine insécable) before « ; », « ! » and « ? »;
 * - ’ (U+2019) as the apostrophe: no straight ' between two letters;
 * - money as `1 234,56 $`: digit groups and the dollar sign after a no-break space, a decimal comma;
 * - times as `14 h 30`, no-break spaces around the h, never `14:30` nor `2:30pm`.
 * Text between single braces (`{ premiumPaidCents, hasClaim? }`, `{"valid": true}` in the CLI help)
 * is code and is not checked; i18next placeholders (`{{name}}`) are part of the text.
 */
const RULES: readonly (readonly [RegExp, string])[] = [
  [/[^\S\u00a0\u202f][:;!?]/u, 'ordinary space before : ; ! ?'],
  [/[\p{L}\p{N})»}][;!?](?=\s|$)/u, 'no space before ; ! ?'],
  [/[\p{L}\p{N})»}]:(?=\s|$)/u, 'no space before :'],
  [/\u202f:/u, 'U+202F before : (U+00A0 wanted)'],
  [/\u00a0[;!?]/u, 'U+00A0 before ; ! ? (U+202F wanted)'],
  [/«(?!\u00a0)|(?<!\u00a0)»/u, 'no U+00A0 inside « »'],
  [/\p{L}'\p{L}/u, 'straight apostrophe'],
  [/\d[^\S\u00a0\u202f]\d{3}(?!\d)/u, 'ordinary space between digit groups'],
  [/\d,\d{3}(?!\d)|\d\.\d{2}(?!\d)\s*\$/u, 'English grouping or decimal point'],
  [/\$[^\S\u00a0\u202f]?\d/u, '$ before the amount'],
  [/\d(?:[^\S\u00a0\u202f])?\$/u, 'no no-break space before $'],
  [/\b\d{1,2}:\d{2}\b|\b\d{1,2}(?::\d{2})?[^\S\u00a0\u202f]?[ap]\.?m\b/iu, 'time not written 14 h 30'],
  [
    /\b\d{1,2}(?:h|[^\S\u00a0\u202f]h|h[^\S\u00a0\u202f]|[^\S\u00a0\u202f]h[^\S\u00a0\u202f])\d{2}\b/u,
    'time without no-break spaces around h',
  ],
];

/** The rules each French text breaks: an empty list when it is written the French way. */
export const frenchTypographySlips = (french: string): string[] => {
  const text = french
    .split(/((?<!\{)\{(?!\{)[^{}]*\}(?!\}))/)
    .filter((_, i) => i % 2 === 0)
    .join('');
  return RULES.flatMap(([rule, slip]) => (rule.test(text) ? [slip] : []));
};

/**
 * The page's text as its reader gets it (the rendered text, line by line and cell by cell, and the
 * accessible names, placeholders and titles written in attributes), each with the rules it breaks:
 * `text — slip`.
 * Frames are left out (the payment provider's card frame is scanned when it is its own page).
 */
export const frenchPageSlips = async (page: Page): Promise<string[]> => {
  const texts = await page.evaluate(() => {
    // Typed here: the CLI checks this package without DOM types.
    const { document } = globalThis as unknown as {
      document: {
        body: { innerText: string };
        querySelectorAll(s: string): Iterable<{ getAttribute(name: string): string | null }>;
      };
    };
    return [
      // A table's cells come tab-separated: each is a text of its own.
      ...document.body.innerText.split(/[\n\t]/),
      ...[...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')].flatMap((el) =>
        ['aria-label', 'placeholder', 'title', 'alt'].map((name) => el.getAttribute(name) ?? ''),
      ),
    ];
  });
  return [...new Set(texts.map((t) => t.trim()).filter((t) => t !== ''))].flatMap((line) =>
    frenchTypographySlips(line).map((slip) => `${JSON.stringify(line)} — ${slip}`),
  );
};

/** Fails with every slip of the page's French text, saying where it was read. */
export const expectFrenchTypography = async (page: Page, where: string): Promise<void> => {
  const slips = await frenchPageSlips(page);
  if (slips.length > 0) throw new Error(`French typography of ${where}:\n${slips.join('\n')}`);
};
