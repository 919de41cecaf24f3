import { planContents, type HttpDeps } from '@tripx/adapters-http';
import {
  PdfkitProductDocument,
  PRODUCT_DOCUMENT_KINDS,
  type ProductDocumentKind,
} from '@tripx/adapters-documents';
import { PlanContentCodec } from '@tripx/application';
import type { FastifyInstance } from 'fastify';

const FILE = new RegExp(`^([a-z0-9]{2,12})-(${PRODUCT_DOCUMENT_KINDS.join('|')})\\.pdf$`);

/**
 * `/documents/{en|fr}/{plan code}-{kind}.pdf`: the product cards' PDF links (policy wording, product
 * summary, fact sheet, notice of rescission), drawn from the catalogue's plan content in that language.
 * An unknown language, plan or kind is the API's JSON 404.
 */
export const productDocumentRoutes = (app: FastifyInstance, deps: Pick<HttpDeps, 'rating'>): void => {
  const documents = new PdfkitProductDocument();
  app.get<{ Params: { lang: string; file: string } }>(
    '/documents/:lang/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { lang, file } = request.params;
      const match = FILE.exec(file);
      if ((lang !== 'en' && lang !== 'fr') || !match) return reply.callNotFound();
      const code = (match[1] ?? '').toUpperCase();
      const kind = match[2] as ProductDocumentKind;
      const plan = (await planContents(deps.rating, lang, [code]))[0];
      if (!PlanContentCodec.is(plan)) return reply.callNotFound();
      const pdf = await documents.render(plan, kind, lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${file}"`)
        .header('cache-control', 'public, max-age=3600')
        .send(Buffer.from(pdf));
    },
  );
};
