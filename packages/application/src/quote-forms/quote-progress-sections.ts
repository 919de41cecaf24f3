type JsonObject = Readonly<Record<string, unknown>>;

/**
 * The only sections of a quote in progress kept on the server (issue 16 item 2): the quote's own
 * answers and the chosen plans. Never the medical questionnaire, the travellers' names, dates of
 * birth or contact details, nor the purchase: they stay in the buyer's tab.
 */
export const QUOTE_PROGRESS_SECTIONS = [
  'quoteForm',
  'travelLocations',
  'needAnalysis',
  'recommendation',
  'quote',
  'travellersPlan',
] as const;

const allowed: ReadonlySet<string> = new Set(QUOTE_PROGRESS_SECTIONS);

/** The quote in progress with every section outside the allow-list dropped (browser and server). */
export const quoteProgressSections = (progress: JsonObject): Record<string, unknown> =>
  Object.fromEntries(Object.entries(progress).filter(([k]) => allowed.has(k)));

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The quote payload as kept with the quote in progress: each traveller's medical questionnaire
 * answers left out (the purchase app sends none; the server drops any a browser sends). A saved
 * quote is then priced without them, as the reopened tab asks the questionnaire again.
 */
export const quoteProgressPayload = (payload: JsonObject): Record<string, unknown> => {
  const paxes = payload['paxes'];
  if (!Array.isArray(paxes)) return { ...payload };
  return {
    ...payload,
    paxes: paxes.map((pax: unknown) => {
      if (!isObject(pax)) return pax;
      const { medicalQuestionnaires: _dropped, ...kept } = pax;
      return kept;
    }),
  };
};
