import type { Language } from '@tripx/domain';
import { escapeHtml } from './html-escape';

/** A block of an e-mail: a paragraph, a list, or a button-like link; rendered as text and as HTML. */
export type MailBlock =
  | { readonly kind: 'p'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  | { readonly kind: 'link'; readonly label: string; readonly href: string; readonly textLine: string };

export const mailText = (blocks: readonly MailBlock[]): string =>
  `${blocks
    .map((b) => {
      if (b.kind === 'p') return b.text;
      if (b.kind === 'list') return b.items.map((i) => `- ${i}`).join('\n');
      return b.textLine;
    })
    .join('\n\n')}\n`;

const htmlBlock = (b: MailBlock): string => {
  if (b.kind === 'p') return `<p>${escapeHtml(b.text)}</p>`;
  if (b.kind === 'list') return `<ul>${b.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
  return (
    `<p><a href="${escapeHtml(b.href)}" style="display:inline-block;padding:10px 18px;background:#0b5d3b;` +
    `color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(b.label)}</a></p>`
  );
};

/** Simple, inline-styled HTML (mail clients drop style sheets); every text is escaped. */
export const mailHtml = (lang: Language, subject: string, blocks: readonly MailBlock[]): string =>
  [
    `<!doctype html>`,
    `<html lang="${lang === 'fr' ? 'fr-CA' : 'en-CA'}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">`,
    ...blocks.map(htmlBlock),
    `</body>`,
    `</html>`,
  ].join('\n');
