import type { ConfirmationDocument, ConfirmationView, LogoImage } from '@tripx/application';
import type { Language } from '@tripx/domain';
import PDFDocument from 'pdfkit';
import { confirmationLabels } from '../labels/labels';
import {
  bookingFacts,
  dependentsSection,
  rescissionSection,
  superVisaSection,
  totalSection,
  travellersSection,
  tripSection,
  type SectionContext,
} from './confirmation-sections';
import { sniffLogo } from './logo';
import { drawSvgLogo, parseSvgLogo } from './svg-logo';
import { COLOR, FONT, PageWriter } from './page-writer';
import { toWinAnsi } from './win-ansi-text';

const MARGIN = 54;
const LOGO_BOX: [number, number] = [150, 48];

/** Draws the organization's logo in the box at (x, y); false when it cannot be drawn. */
const drawLogo = (doc: PDFKit.PDFDocument, logo: LogoImage | null, x: number, y: number): boolean => {
  const kind = sniffLogo(logo);
  if (!logo || !kind) return false;
  if (kind === 'svg') {
    const svg = parseSvgLogo(new TextDecoder().decode(logo.bytes));
    if (svg) drawSvgLogo(doc, svg, x, y, LOGO_BOX);
    return svg !== undefined;
  }
  try {
    doc.image(Buffer.from(logo.bytes), x, y, { fit: LOGO_BOX });
    return true;
  } catch {
    return false; // corrupt image data
  }
};

/**
 * The organization's logo (PNG, JPEG, or SVG drawn as vectors) or, when it has none or it cannot be
 * drawn, its name: a bad logo never blocks a confirmation. On the right, the insurer's wordmark and
 * who offers and underwrites the policy.
 */
const branding = (doc: PDFKit.PDFDocument, context: SectionContext): void => {
  const { view, lang, t, w } = context;
  const top = doc.y;
  const logoDrawn = drawLogo(doc, view.organization.logo, w.left, top);
  if (!logoDrawn) {
    doc.font(FONT.bold).fontSize(15).fillColor(COLOR.text);
    doc.text(toWinAnsi(view.organization.name[lang]), w.left, top + 12, { width: w.width / 2 });
  }
  const right = { width: w.width / 2, align: 'right' as const };
  doc.font(FONT.bold).fontSize(11).fillColor(COLOR.accent);
  doc.text(toWinAnsi(view.insurer.name[lang]).toUpperCase(), w.left + w.width / 2, top, right);
  doc.font(FONT.regular).fontSize(9).fillColor(COLOR.muted);
  doc.text(
    toWinAnsi(t('offeredBy', { organization: view.organization.name[lang] })),
    w.left + w.width / 2,
    doc.y + 2,
    right,
  );
  doc.text(
    toWinAnsi(t('underwrittenBy', { insurer: view.insurer.name[lang] })),
    w.left + w.width / 2,
    doc.y,
    right,
  );
  doc.y = top + LOGO_BOX[1] + 14;
};

/**
 * The policy confirmation as a PDF with pdfkit's built-in Helvetica (no font file is read or fetched at
 * run time): branding, booking and trip, each traveller's policy, plan and premium breakdown, payment,
 * total and, in Québec, the notice of rescission; all wording from translations/documents.
 */
export class PdfkitConfirmationDocument implements ConfirmationDocument {
  /** compress: false writes readable content streams (tests look at the bytes pdfkit wrote). */
  constructor(private readonly options: { readonly compress?: boolean } = {}) {}

  async render(view: ConfirmationView, lang: Language): Promise<Uint8Array> {
    const t = confirmationLabels(lang);
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: MARGIN,
      compress: this.options.compress ?? true,
      bufferPages: true,
      lang: lang === 'fr' ? 'fr-CA' : 'en-CA',
      displayTitle: true,
      info: {
        Title: toWinAnsi(`${t('documentTitle')} ${view.groupNumber}`),
        Author: toWinAnsi(view.insurer.name[lang]),
        Subject: toWinAnsi(t('documentTitle')),
        // The purchase instant, not the rendering one: the same booking gives the same file.
        CreationDate: new Date(view.purchasedAt),
      },
    });
    const chunks: Buffer[] = [];
    const done = new Promise<Uint8Array>((resolve, reject) => {
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks))); // a Uint8Array, not copied again
      doc.on('error', reject);
    });
    const w = new PageWriter(doc);
    const context: SectionContext = { w, t, lang, view };
    branding(doc, context);
    w.title(t('documentTitle'));
    bookingFacts(context);
    superVisaSection(context);
    tripSection(context);
    travellersSection(context);
    dependentsSection(context);
    totalSection(context);
    rescissionSection(context);
    doc.moveDown(1);
    w.paragraph(t('keepThis'), { size: 9, muted: true });
    const { start, count } = doc.bufferedPageRange();
    for (let i = start; i < start + count; i += 1) {
      doc.switchToPage(i);
      w.footer(`${view.groupNumber} · ${t('pageOf', { page: i - start + 1, pages: count })}`, 'right');
    }
    doc.end();
    return done;
  }
}
