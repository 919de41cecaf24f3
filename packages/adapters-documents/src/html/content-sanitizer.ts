import sanitizeHtml from 'sanitize-html';

/**
 * HTML of an organization's contract content (banner, footer, navigation, consents…) made safe for
 * the purchase app: formatting, lists, tables, images and links only; no scripts, styles, event
 * handlers, frames or forms; links only http(s), mailto and tel, and opening a new tab safely.
 */
export const sanitizeContentHtml = (html: string): string =>
  sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((t) => t !== 'style'), 'img', 'span'],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      '*': ['class', 'id', 'lang', 'aria-label', 'role'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs['target'] === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  });
