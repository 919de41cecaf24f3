import {
  NEEDS_ANALYSIS_GROUP_OF,
  NEEDS_ANALYSIS_KEYS,
  type NeedsAnalysisAnswer,
  type NeedsAnalysisKey,
} from '../catalogue/needs-analysis';

/** Needs-analysis answers keyed by question (spec 3); a question may be unanswered. */
export type NeedsAnswers = { readonly [K in NeedsAnalysisKey]?: NeedsAnalysisAnswer<K> };

/** Answers of a traveller, completed group by group from the primary's when the flags say so. */
export const resolveAnswers = (
  primary: NeedsAnswers,
  own: NeedsAnswers,
  flags: {
    insuranceSameAsPrimary?: boolean;
    coverageSameAsPrimary?: boolean;
    existingPolicySameAsPrimary?: boolean;
  },
): NeedsAnswers => {
  const copy = {
    TRIP: flags.insuranceSameAsPrimary,
    COVERAGE: flags.coverageSameAsPrimary,
    EXISTING_POLICY: flags.existingPolicySameAsPrimary,
  };
  const out: Record<string, string | undefined> = {};
  for (const key of NEEDS_ANALYSIS_KEYS)
    out[key] = copy[NEEDS_ANALYSIS_GROUP_OF[key]] ? primary[key] : own[key];
  return out as NeedsAnswers;
};
