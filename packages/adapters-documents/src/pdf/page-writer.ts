import { toWinAnsi } from './win-ansi-text';

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
export const COLOR = { text: '#1a1a1a', muted: '#555555', accent: '#0b5d3b', rule: '#c8c8c8' } as const;

/**
 * Writes blocks down the page with pdfkit's built-in fonts; every text goes through toWinAnsi so that
 * French shows as French. Rows are label on the left, value on the right, and never split across pages.
 */
export class PageWriter {
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  get left(): number {
    return this.doc.page.margins.left;
  }

  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page when less than `height` points are left. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  title(text: string): void {
    this.doc.font(FONT.bold).fontSize(18).fillColor(COLOR.accent);
    this.doc.text(toWinAnsi(text), this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3);
  }

  heading(text: string): void {
    this.ensureSpace(60);
    this.doc.moveDown(0.6);
    this.doc.font(FONT.bold).fontSize(12.5).fillColor(COLOR.accent);
    this.doc.text(toWinAnsi(text), this.left, this.doc.y, { width: this.width });
    const y = this.doc.y + 2;
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.6)
      .strokeColor(COLOR.rule)
      .stroke();
    this.doc.y = y + 5;
  }

  /** A thin line across the page, before a total. */
  rule(): void {
    this.ensureSpace(30);
    this.doc.moveDown(0.4);
    const y = this.doc.y;
    this.doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.8)
      .strokeColor(COLOR.text)
      .stroke();
    this.doc.y = y + 5;
  }

  subheading(text: string): void {
    this.ensureSpace(40);
    this.doc.moveDown(0.3);
    this.doc.font(FONT.bold).fontSize(11).fillColor(COLOR.text);
    this.doc.text(toWinAnsi(text), this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.15);
  }

  row(
    label: string,
    value: string,
    options: { readonly bold?: boolean; readonly indent?: number; readonly size?: number } = {},
  ): void {
    const indent = options.indent ?? 0;
    const font = options.bold ? FONT.bold : FONT.regular;
    this.doc.font(font).fontSize(options.size ?? 10);
    // The value takes the room it needs (between a quarter and 60% of the line); the label the rest.
    const needed = this.doc.widthOfString(toWinAnsi(value)) + 1;
    const valueWidth = Math.min(this.width * 0.6, Math.max(this.width * 0.25, needed));
    const labelWidth = this.width - indent - valueWidth - 12;
    const height = Math.max(
      this.doc.heightOfString(toWinAnsi(label), { width: labelWidth }),
      this.doc.heightOfString(toWinAnsi(value), { width: valueWidth }),
    );
    this.ensureSpace(height + 2);
    const y = this.doc.y;
    this.doc.fillColor(options.bold ? COLOR.text : COLOR.muted);
    this.doc.text(toWinAnsi(label), this.left + indent, y, { width: labelWidth });
    this.doc.fillColor(COLOR.text);
    this.doc.text(toWinAnsi(value), this.left + this.width - valueWidth, y, {
      width: valueWidth,
      align: 'right',
    });
    this.doc.y = y + height + 2;
  }

  paragraph(text: string, options: { readonly size?: number; readonly muted?: boolean } = {}): void {
    this.doc.font(FONT.regular).fontSize(options.size ?? 10);
    const height = this.doc.heightOfString(toWinAnsi(text), { width: this.width });
    this.ensureSpace(Math.min(height, 120));
    this.doc.fillColor(options.muted ? COLOR.muted : COLOR.text);
    this.doc.text(toWinAnsi(text), this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3);
  }

  /** A line in the bottom margin of the current page (pdfkit would open a page for text below the margin). */
  footer(text: string, align: 'left' | 'right'): void {
    const { margins } = this.doc.page;
    const bottomMargin = margins.bottom;
    margins.bottom = 0;
    this.doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted);
    this.doc.text(toWinAnsi(text), this.left, this.doc.page.height - bottomMargin / 2 - 4, {
      width: this.width,
      align,
      lineBreak: false,
    });
    margins.bottom = bottomMargin;
  }
}
