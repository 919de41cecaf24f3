/**
 * Where the card frame lives: the origin the server wrote in the page's meta tag
 * (`tripx-card-frame-origin`), else the one configured at build time (VITE_CARD_FRAME_ORIGIN), else the
 * page's host on port 8081 (the server's default PAYMENT_FRAME_ORIGIN).
 */
export const cardFrameOrigin = (
  location: Pick<Location, 'protocol' | 'hostname'>,
  configured?: string,
): string =>
  configured && /^https?:\/\/[^/]+$/.test(configured)
    ? configured
    : `${location.protocol}//${location.hostname}:8081`;

/** The frame origin the server wrote in the served page, if any. */
export const metaFrameOrigin = (doc: Pick<Document, 'querySelector'>): string | undefined =>
  doc.querySelector('meta[name="tripx-card-frame-origin"]')?.getAttribute('content') || undefined;
