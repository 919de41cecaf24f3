import { fetchTransport, HttpClient } from '@tripx/adapters-http/client';
import { languageFromUrl } from '../platform/i18n';

/**
 * The app's one HTTP client (one CSRF token, same origin), in the language of the page's address. The
 * page makes it before anything else: the signed-out page asks the session and its labels through it,
 * and the signed-in app's container takes it over.
 */
export const pageHttpClient = (w: Pick<Window, 'location'>): HttpClient =>
  new HttpClient(fetchTransport(), {
    lang: () => languageFromUrl(w.location.search),
    refCode: () => undefined,
  });
