/**
 * pdfkit's built-in fonts (Helvetica, Times, Courier) encode text in WinAnsi: Latin-1 plus a few
 * typographic characters. French needs é, è, à, ç, É, « » and the no-break space, which are all there,
 * but the narrow no-break space (U+202F) that French puts before « ; : ! ? » and % is not: pdfkit
 * would write it as garbage. Text is mapped here before it reaches the page.
 */

/** Unicode characters WinAnsi has outside Latin-1 (0x80–0x9F of the code page), as pdfkit maps them. */
const WIN_ANSI_EXTRA = new Set([
  0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017d, 0x017e, 0x0192, 0x02c6, 0x02dc, 0x2013, 0x2014, 0x2018,
  0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac,
  0x2122,
]);

const SUBSTITUTES: Readonly<Record<string, string>> = {
  '\u202f': '\u00a0', // narrow no-break space → no-break space: the line still never breaks there
  '\u2007': '\u00a0', // figure space
  '\u2009': ' ', // thin space
  '\u200a': ' ', // hair space
  '\u2011': '-', // non-breaking hyphen
  '\u2010': '-',
  '\u2212': '-', // minus sign
  '\u2032': '\u2019',
  '\t': ' ',
  '\r': '',
};

export const isWinAnsi = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return (
    char === '\n' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRA.has(code)
  );
};

const withoutMarks = (char: string): string => char.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * Text the standard fonts can show: composed accents kept, the characters above substituted, an accented
 * letter outside WinAnsi written without its accent (ő → o), and anything else as '?'.
 */
export const toWinAnsi = (text: string): string =>
  // Most text of a confirmation is already WinAnsi (which NFC leaves as it is): kept as is.
  WIN_ANSI_ONLY.test(text) ? text : toWinAnsiByCharacter(text);

/** Text of line breaks and WinAnsi's printable characters only. */
const WIN_ANSI_ONLY = new RegExp(
  `^[\\n\\x20-\\x7e\\xa0-\\xff${[...WIN_ANSI_EXTRA].map((c) => String.fromCharCode(c)).join('')}]*$`,
);

/** toWinAnsi character by character (what the shortcut above must equal). */
export const toWinAnsiByCharacter = (text: string): string =>
  Array.from(text.normalize('NFC'), (char) => {
    if (isWinAnsi(char)) return char;
    const substitute = SUBSTITUTES[char];
    if (substitute !== undefined) return substitute;
    const bare = withoutMarks(char);
    return bare !== '' && Array.from(bare).every(isWinAnsi) ? bare : '?';
  }).join('');
