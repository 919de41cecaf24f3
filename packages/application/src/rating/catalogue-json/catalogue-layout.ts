/** Where each part of the catalogue lives, relative to the catalogue directory. */
export const CATALOGUE_LAYOUT = {
  plans: 'plans.json',
  ratesDir: 'rates',
  questionnairesDir: 'questionnaires',
  needsAnalysis: 'questionnaires/needs-analysis.json',
  /** Medical questionnaires: one file per plan class, `medical-<class>.json`. */
  medicalPrefix: 'medical-',
} as const;

/** A rate file is named after its effective date: `2026-01-01.json`, `2026-01-01.sample.json`. */
export const RATE_FILE_PATTERN = /^(\d{4}-\d{2}-\d{2})(\.[\w-]+)*\.json$/;
