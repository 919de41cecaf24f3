import { LANGUAGES, type Language } from '@tripx/domain';
import { FLOW_STEPS, type FlowStep } from './flow-progress';

/**
 * The path of each step in English and in French (spec 2.1), relative (no leading slash) so that an
 * app's router mounts them under its own root or basename. The language of a path is the page's.
 */
export const FLOW_STEP_PATHS: Readonly<Record<FlowStep, Readonly<Record<Language, string>>>> = {
  travellerDetails: { en: 'get-a-quote', fr: 'obtenir-une-soumission' },
  tripDetails: { en: 'get-a-quote/trip-details', fr: 'obtenir-une-soumission/infos-voyage' },
  planSelection: { en: 'get-a-quote/plan-selection', fr: 'obtenir-une-soumission/choisir-regime' },
  quoteSummary: { en: 'get-a-quote/quote-summary', fr: 'obtenir-une-soumission/apercu-soumission' },
  contactDetails: { en: 'apply', fr: 'adherer' },
  payment: { en: 'apply/payment', fr: 'adherer/paiement' },
  confirmation: { en: 'apply/confirmation', fr: 'adherer/confirmation' },
};

/** One route of the flow: a step written in one language. */
export interface FlowStepRoute {
  readonly step: FlowStep;
  readonly lang: Language;
  readonly path: string;
}

/** Every step in every language, in the flow's order: what an app's route table is made from. */
export const FLOW_STEP_ROUTES: readonly FlowStepRoute[] = FLOW_STEPS.flatMap((step) =>
  LANGUAGES.map((lang) => ({ step, lang, path: FLOW_STEP_PATHS[step][lang] })),
);
