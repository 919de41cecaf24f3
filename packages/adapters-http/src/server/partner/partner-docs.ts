import errorsApiEn from '../../../../../translations/errors/api.en.json' with { type: 'json' };
import errorsApiFr from '../../../../../translations/errors/api.fr.json' with { type: 'json' };
import errorsRatingEn from '../../../../../translations/errors/rating.en.json' with { type: 'json' };
import errorsRatingFr from '../../../../../translations/errors/rating.fr.json' with { type: 'json' };
import errorsPurchaseEn from '../../../../../translations/errors/purchase.en.json' with { type: 'json' };
import errorsPurchaseFr from '../../../../../translations/errors/purchase.fr.json' with { type: 'json' };
import errorsPaymentEn from '../../../../../translations/errors/payment.en.json' with { type: 'json' };
import errorsPaymentFr from '../../../../../translations/errors/payment.fr.json' with { type: 'json' };
import errorsPolicyMaintenanceEn from '../../../../../translations/errors/policy-maintenance.en.json' with { type: 'json' };
import errorsPolicyMaintenanceFr from '../../../../../translations/errors/policy-maintenance.fr.json' with { type: 'json' };
import errorsDeliveryEn from '../../../../../translations/errors/delivery.en.json' with { type: 'json' };
import errorsDeliveryFr from '../../../../../translations/errors/delivery.fr.json' with { type: 'json' };
import errorsDistributionEn from '../../../../../translations/errors/distribution.en.json' with { type: 'json' };
import errorsDistributionFr from '../../../../../translations/errors/distribution.fr.json' with { type: 'json' };
import errorsPartnerKeysEn from '../../../../../translations/errors/partner-keys.en.json' with { type: 'json' };
import errorsPartnerKeysFr from '../../../../../translations/errors/partner-keys.fr.json' with { type: 'json' };
import en from '../../../../../translations/partner/docs.en.json' with { type: 'json' };
import fr from '../../../../../translations/partner/docs.fr.json' with { type: 'json' };
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HttpDeps } from '../http-deps';
import { PARTNER_CONTRACTS, PARTNER_PREFIX } from './partner-contracts';
import { PARTNER_API_VERSION, partnerDocument } from './partner-openapi';

type Language = 'en' | 'fr';
type Label = keyof typeof en;
const LABELS: Readonly<Record<Language, Readonly<Record<Label, string>>>> = { en, fr };

/**
 * The error codes a partner may be answered, with their messages (the apps' own, translations/errors):
 * each is a section of the page, the `type` of its problems (`/partner/docs#<code>`).
 */
const ERRORS: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: Object.assign(
    {},
    errorsApiEn,
    errorsRatingEn,
    errorsPurchaseEn,
    errorsPaymentEn,
    errorsPolicyMaintenanceEn,
    errorsDeliveryEn,
    errorsDistributionEn,
    errorsPartnerKeysEn,
  ),
  fr: Object.assign(
    {},
    errorsApiFr,
    errorsRatingFr,
    errorsPurchaseFr,
    errorsPaymentFr,
    errorsPolicyMaintenanceFr,
    errorsDeliveryFr,
    errorsDistributionFr,
    errorsPartnerKeysFr,
  ),
};

/** Where the partner API's own document is served. */
export const PARTNER_DOCUMENT_PATH = `${PARTNER_PREFIX}/openapi.json`;

const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A label as HTML: escaped, `{{name}}` filled, and `{code}` (code in the labels) as <code>. */
const html = (label: string, values: Readonly<Record<string, string>> = {}): string =>
  escape(label.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole)).replace(
    /\{([^{}]+)\}/g,
    '<code>$1</code>',
  );

/** `?lang=` first, then the first of English or French the browser prefers (Accept-Language). */
export const docsLanguage = (request: FastifyRequest): Language => {
  const asked = (request.query as Record<string, unknown> | undefined)?.['lang'];
  if (asked === 'fr' || asked === 'en') return asked;
  const accepted = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { lang: tag.slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((a) => (a.lang === 'en' || a.lang === 'fr') && a.q > 0)
    .sort((a, b) => b.q - a.q);
  return accepted[0]?.lang === 'fr' ? 'fr' : 'en';
};

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1b1f24;line-height:1.5}
main{max-width:60rem;margin:2rem auto;background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px #0002}
code{background:#eef1f4;padding:0 .2rem;border-radius:3px}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}nav{text-align:right}`;

const isLabel = (key: string): key is Label => key in en;

/** The page: every section from the labels, the routes from PARTNER_CONTRACTS. No script, no CDN. */
export const partnerDocsPage = (lang: Language): string => {
  const t = LABELS[lang];
  const rows = Object.entries(PARTNER_CONTRACTS)
    .map(([key, route]) => {
      const [method = '', url = ''] = key.split(' ');
      const label = `route.${key}`;
      return `<tr><td><code>${method}</code></td><td><code>${escape(url.replace(/:(\w+)/g, '{$1}'))}</code></td><td><code>${route.scope}</code></td><td>${isLabel(label) ? html(t[label]) : ''}</td></tr>`;
    })
    .join('');
  const section = (id: string, title: Label, ...texts: Label[]) =>
    `<h2 id="${id}">${html(t[title])}</h2>${texts.map((x) => `<p>${html(t[x])}</p>`).join('')}`;
  const other: Language = lang === 'en' ? 'fr' : 'en';
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${html(t.title)}</title><style>${STYLE}</style></head><body><main>` +
    `<nav><a href="?lang=${other}" lang="${other}">${html(t.otherLanguage)}</a></nav>` +
    `<h1>${html(t.title)}</h1><p>${html(t.intro)}</p>` +
    `<p><a href="${PARTNER_DOCUMENT_PATH}">${html(t.documentLink, { version: PARTNER_API_VERSION })}</a></p>` +
    section('auth', 'authTitle', 'authText') +
    `<ul>${(['scopeQuote', 'scopeBind', 'scopeRead', 'scopeCancel'] as const).map((s) => `<li>${html(t[s])}</li>`).join('')}</ul>` +
    `<h2 id="routes">${html(t.routesTitle)}</h2><table><thead><tr><th>${html(t.method)}</th><th>${html(t.path)}</th><th>${html(t.scope)}</th><th>${html(t.what)}</th></tr></thead><tbody>${rows}</tbody></table>` +
    section('idempotency', 'idempotencyTitle', 'idempotencyText') +
    section('errors', 'errorsTitle', 'errorsText') +
    `<dl>${Object.entries(ERRORS[lang])
      .map(
        ([code, message]) =>
          `<dt id="${escape(code)}"><code>${escape(code)}</code></dt><dd>${escape(message)}</dd>`,
      )
      .join('')}</dl>` +
    section('webhooks', 'webhooksTitle', 'webhooksText') +
    `<p>${html(t.guideText)}</p></main></body></html>`
  );
};

/** The partner document and its page: public (no key), outside the apps' document. */
export const partnerDocsRoutes = (app: FastifyInstance, deps: HttpDeps): void => {
  const document = JSON.stringify(partnerDocument(deps.config.publicUrl));
  app.get(PARTNER_DOCUMENT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(document),
  );
  app.get('/partner/docs', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-language', docsLanguage(request))
      .header('vary', 'accept-language')
      .send(partnerDocsPage(docsLanguage(request))),
  );
};
