import { FONT } from './page-writer';
import { toWinAnsi } from './win-ansi-text';

/*
 * White-label logos are small SVG files (packages/server/assets/logos). pdfkit draws vectors and reads
 * SVG path data, so a logo is drawn as vectors, not rasterized: the subset logos use — rect, circle,
 * ellipse, line, polygon, path and text with plain presentation attributes. A logo using anything else
 * (transforms, CSS, images, gradients, <use>) is not drawn at all, and the confirmation shows the
 * organization's name instead: a logo is drawn whole or not at all.
 */

type Paint = string | null;
interface Style {
  readonly fill: Paint;
  readonly stroke: Paint;
  readonly strokeWidth: number;
}
type Shape =
  | (Style & { readonly kind: 'path'; readonly d: string })
  | (Style & { readonly kind: 'text'; readonly x: number; readonly y: number; readonly text: string })
  | (Style & {
      readonly kind: 'rect';
      readonly x: number;
      readonly y: number;
      readonly w: number;
      readonly h: number;
      readonly r: number;
    })
  | (Style & {
      readonly kind: 'ellipse';
      readonly cx: number;
      readonly cy: number;
      readonly rx: number;
      readonly ry: number;
    });

export interface SvgLogo {
  /** The viewBox: the logo's own coordinates. */
  readonly box: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
  readonly shapes: readonly (Shape & {
    readonly fontSize: number;
    readonly bold: boolean;
    readonly anchor: string;
  })[];
}

const UNSUPPORTED =
  /<(?!\/?(?:svg|g|title|desc|rect|circle|ellipse|line|polygon|path|text)\b)[a-zA-Z]|\s(?:transform|style|class)\s*=/;
const ELEMENT = /<(rect|circle|ellipse|line|polygon|path|text)\b([^>]*?)(?:\/>|>([^<]*)<\/\1\s*>)/g;
const ATTRIBUTE = /([a-zA-Z:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const COLOR = /^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|[a-zA-Z]{3,20})$/;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const attributes = (source: string): Map<string, string> => {
  const found = new Map<string, string>();
  for (const m of source.matchAll(ATTRIBUTE)) found.set(m[1] as string, m[2] ?? m[3] ?? '');
  return found;
};

const decode = (text: string): string =>
  text
    .replace(/&#(x?)([0-9a-fA-F]+);/g, (_, hex: string, n: string) =>
      String.fromCodePoint(parseInt(n, hex ? 16 : 10)),
    )
    .replace(/&([a-z]+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .trim();

/** The logo's drawing, or undefined when it uses anything outside the subset (or draws nothing). */
export const parseSvgLogo = (source: string): SvgLogo | undefined => {
  const root = /<svg\b([^>]*)>/.exec(source);
  if (!root || UNSUPPORTED.test(source)) return undefined;
  const svg = attributes(root[1] ?? '');
  const view = (svg.get('viewBox') ?? `0 0 ${svg.get('width') ?? ''} ${svg.get('height') ?? ''}`)
    .trim()
    .split(/[\s,]+/)
    .map((v) => parseFloat(v));
  const [bx = NaN, by = NaN, bw = NaN, bh = NaN] = view;
  if (![bx, by, bw, bh].every(Number.isFinite) || bw <= 0 || bh <= 0) return undefined;
  const shapes: SvgLogo['shapes'][number][] = [];
  for (const m of source.matchAll(ELEMENT)) {
    const kind = m[1] as string;
    const a = attributes(m[2] ?? '');
    const n = (name: string, fallback = 0) => {
      const v = parseFloat(a.get(name) ?? '');
      return Number.isFinite(v) ? v : fallback;
    };
    const paint = (name: string, fallback: Paint): Paint | undefined => {
      const v = a.get(name)?.trim();
      if (v === undefined) return fallback;
      if (v === 'none' || v === 'transparent') return null;
      return COLOR.test(v) ? v : undefined;
    };
    // Shapes are filled black unless told otherwise; lines only ever stroke.
    const fill = kind === 'line' ? null : paint('fill', '#000000');
    const stroke = paint('stroke', null);
    if (fill === undefined || stroke === undefined) return undefined;
    const style = { fill, stroke, strokeWidth: n('stroke-width', 1) };
    const text = {
      fontSize: n('font-size', 16),
      bold: /bold|[6-9]00/.test(a.get('font-weight') ?? ''),
      anchor: a.get('text-anchor') ?? 'start',
    };
    if (kind === 'rect') {
      const r = Math.max(n('rx'), n('ry'));
      shapes.push({ ...style, ...text, kind, x: n('x'), y: n('y'), w: n('width'), h: n('height'), r });
    } else if (kind === 'circle' || kind === 'ellipse') {
      const rx = kind === 'circle' ? n('r') : n('rx');
      shapes.push({
        ...style,
        ...text,
        kind: 'ellipse',
        cx: n('cx'),
        cy: n('cy'),
        rx,
        ry: kind === 'circle' ? rx : n('ry'),
      });
    } else if (kind === 'line') {
      const d = `M${n('x1')} ${n('y1')}L${n('x2')} ${n('y2')}`;
      shapes.push({ ...style, ...text, kind: 'path', d });
    } else if (kind === 'polygon' || kind === 'path') {
      const points = (a.get('points') ?? '').trim().split(/[\s,]+/);
      const d = kind === 'path' ? (a.get('d') ?? '') : `M${points.join(' ')}Z`;
      if (!/^[MmLlHhVvCcSsQqTtAaZz0-9eE.,+\-\s]+$/.test(d)) return undefined;
      shapes.push({ ...style, ...text, kind: 'path', d });
    } else {
      shapes.push({ ...style, ...text, kind: 'text', x: n('x'), y: n('y'), text: decode(m[3] ?? '') });
    }
  }
  return shapes.length > 0 ? { box: { x: bx, y: by, width: bw, height: bh }, shapes } : undefined;
};

const paintShape = (doc: PDFKit.PDFDocument, s: Style): void => {
  doc.lineWidth(s.strokeWidth);
  if (s.fill && s.stroke) doc.fillAndStroke(s.fill, s.stroke);
  else if (s.fill) doc.fill(s.fill);
  else if (s.stroke) doc.stroke(s.stroke);
};

/** Draws the logo scaled to fit `box` (keeping its proportions) with its top-left corner at (x, y). */
export const drawSvgLogo = (
  doc: PDFKit.PDFDocument,
  logo: SvgLogo,
  x: number,
  y: number,
  box: readonly [number, number],
): void => {
  const scale = Math.min(box[0] / logo.box.width, box[1] / logo.box.height);
  doc.save();
  doc.translate(x, y).scale(scale).translate(-logo.box.x, -logo.box.y);
  for (const s of logo.shapes) {
    if (s.kind === 'text') {
      const text = toWinAnsi(s.text);
      doc.font(s.bold ? FONT.bold : FONT.regular).fontSize(s.fontSize);
      const width = doc.widthOfString(text);
      const shift = s.anchor === 'middle' ? width / 2 : s.anchor === 'end' ? width : 0;
      if (s.fill) doc.fillColor(s.fill);
      doc.text(text, s.x - shift, s.y, { baseline: 'alphabetic', lineBreak: false });
      continue;
    }
    if (s.kind === 'rect') doc.roundedRect(s.x, s.y, s.w, s.h, s.r);
    else if (s.kind === 'ellipse') doc.ellipse(s.cx, s.cy, s.rx, s.ry);
    else doc.path(s.d);
    paintShape(doc, s);
  }
  doc.restore();
};
