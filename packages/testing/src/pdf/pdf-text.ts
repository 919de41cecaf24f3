import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

export interface PdfText {
  readonly pages: readonly string[];
  /** Every page's text, lines joined with spaces. */
  readonly text: string;
  readonly info: Readonly<Record<string, unknown>>;
}

/**
 * The text of a PDF as a reader would copy it, with pdfjs (Mozilla's PDF engine): the font data it may
 * want is read from the installed package, nothing is fetched.
 */
export const extractPdfText = async (bytes: Uint8Array): Promise<PdfText> => {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: `${join(pdfjsRoot, 'standard_fonts')}/`,
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .replace(/[ \t]+/g, ' '),
    );
  }
  const { info } = await pdf.getMetadata();
  await pdf.destroy();
  return { pages, text: pages.join('\n'), info: (info ?? {}) as Record<string, unknown> };
};

/** The fill colours (#rrggbb) painted on the first page, as pdfjs reads its content stream. */
export const fillColorsOfFirstPage = async (bytes: Uint8Array): Promise<ReadonlySet<string>> => {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  const { fnArray, argsArray } = await (await pdf.getPage(1)).getOperatorList();
  await pdf.destroy();
  const colors = new Set<string>();
  fnArray.forEach((fn, i) => {
    const color = (argsArray[i] as unknown[] | null)?.[0];
    if (fn === OPS.setFillRGBColor && typeof color === 'string') colors.add(color.toLowerCase());
  });
  return colors;
};
