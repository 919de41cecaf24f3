/** Inversify tokens of the purchase app's container (one container per app, ARCHITECTURE). */
export const TOKENS = {
  window: Symbol.for('tripx.web.Window'),
  clock: Symbol.for('tripx.web.Clock'),
  slices: Symbol.for('tripx.web.SessionSlices'),
  http: Symbol.for('tripx.web.HttpClient'),
  sessionService: Symbol.for('tripx.web.SessionService'),
  translationService: Symbol.for('tripx.web.TranslationService'),
  contentService: Symbol.for('tripx.web.ContentService'),
  locationService: Symbol.for('tripx.web.LocationService'),
  quoteProgressService: Symbol.for('tripx.web.QuoteProgressService'),
  laterServices: Symbol.for('tripx.web.LaterServices'),
  i18n: Symbol.for('tripx.web.I18n'),
  translations: Symbol.for('tripx.web.TranslationLoader'),
  page: Symbol.for('tripx.web.PageStore'),
  router: Symbol.for('tripx.web.Router'),
  stores: Symbol.for('tripx.web.Stores'),
} as const;
