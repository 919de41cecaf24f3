import type { PlanContentView } from '@tripx/application';
import { formatCoverage, formatWholeDollars, RESCISSION_DAYS, type Language } from '@tripx/domain';
import PDFDocument from 'pdfkit';
import { productLabels, type ProductLabelKey, type Translate } from '../labels/labels';
import { PageWriter } from './page-writer';
import { toWinAnsi } from './win-ansi-text';

/** The documents published for each plan (the product card's PDF links, spec 4.3). */
export const PRODUCT_DOCUMENT_KINDS = ['policy', 'product', 'factSheet', 'noticeOfRescission'] as const;
export type ProductDocumentKind = (typeof PRODUCT_DOCUMENT_KINDS)[number];

interface Context {
  readonly w: PageWriter;
  readonly t: Translate<ProductLabelKey>;
  readonly plan: PlanContentView;
  readonly lang: Language;
}

const options = ({ w, t, plan, lang }: Context): void => {
  const list = (values: readonly number[], format: (v: number) => string) => values.map(format).join(', ');
  w.heading(t('options'));
  if (plan.deductibles.length > 0)
    w.row(
      t('deductibles'),
      list(plan.deductibles, (d) => formatWholeDollars(d, lang)),
    );
  if (plan.coverageAmounts.length > 0)
    w.row(
      t('coverageAmounts'),
      list(plan.coverageAmounts, (c) => {
        const shown = formatCoverage(c, lang);
        return shown.kind === 'label' ? t('unlimited') : shown.text;
      }),
    );
  if (plan.tripDays.length > 0) w.row(t('daysPerTrip'), list(plan.tripDays, String));
  w.row(t('familyCoverage'), t(plan.familyOffered ? 'yes' : 'no'));
};

const benefits = ({ w, t, plan }: Context, withSummaries: boolean): void => {
  w.heading(t('benefits'));
  for (const b of plan.benefits) {
    w.row(b.name, t(b.type === 'MANDATORY' ? 'included' : 'optional'), { bold: withSummaries });
    if (withSummaries && b.summary) w.paragraph(b.summary, { size: 9, muted: true });
  }
};

const text = ({ w, t }: Context, heading: ProductLabelKey, body: string): void => {
  w.heading(t(heading));
  w.paragraph(body);
};

const BODY: Record<ProductDocumentKind, (c: Context) => void> = {
  policy: (c) => {
    text(c, 'whatItCovers', `${c.plan.summary} ${c.plan.details}`);
    benefits(c, true);
    text(c, 'eligibility', c.plan.eligibility);
    text(c, 'exclusions', c.plan.exclusion);
    options(c);
    c.w.paragraph(c.t('policyNote'), { size: 9, muted: true });
  },
  product: (c) => {
    c.w.paragraph(c.plan.summary);
    benefits(c, true);
    options(c);
    c.w.paragraph(c.t('productNote'), { size: 9, muted: true });
  },
  factSheet: (c) => {
    options(c);
    benefits(c, false);
    text(c, 'eligibility', c.plan.eligibility);
    text(c, 'exclusions', c.plan.exclusion);
    c.w.paragraph(c.t('factSheetNote'), { size: 9, muted: true });
  },
  noticeOfRescission: ({ w, t, plan }) => {
    w.paragraph(t('rescissionIntro', { days: RESCISSION_DAYS }));
    w.paragraph(t('rescissionHow'));
    w.heading(t('rescissionFormTitle'));
    w.paragraph(t('rescissionFormText', { plan: plan.name }));
    w.paragraph(t('rescissionName'));
    w.paragraph(t('rescissionSignature'));
  },
};

/**
 * A plan's published document (policy wording, product summary, fact sheet, Québec notice of
 * rescission) as a PDF drawn from the catalogue's content in one language, with pdfkit's built-in
 * Helvetica; the same plan content gives the same file.
 */
export class PdfkitProductDocument {
  async render(plan: PlanContentView, kind: ProductDocumentKind, lang: Language): Promise<Uint8Array> {
    const t = productLabels(lang);
    const title = t(`title.${kind}`);
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 54,
      bufferPages: true,
      lang: lang === 'fr' ? 'fr-CA' : 'en-CA',
      displayTitle: true,
      info: {
        Title: toWinAnsi(`${title} – ${plan.name}`),
        Subject: toWinAnsi(title),
        CreationDate: new Date(0),
      },
    });
    const w = new PageWriter(doc);
    w.title(title);
    w.subheading(plan.name);
    w.row(t('planCode'), plan.code);
    BODY[kind]({ w, t, plan, lang });
    const { start, count } = doc.bufferedPageRange();
    for (let i = start; i < start + count; i += 1) {
      doc.switchToPage(i);
      w.footer(`${plan.name} · ${t('pageOf', { page: i - start + 1, pages: count })}`, 'right');
    }
    doc.end();
    const parts: Buffer[] = [];
    for await (const chunk of doc as AsyncIterable<Buffer>) parts.push(chunk);
    return new Uint8Array(Buffer.concat(parts));
  }
}
