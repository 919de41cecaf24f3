import { formatCoverage, formatWholeDollars } from '@tripx/domain';
import { useLaterFlow } from '../flow-view-context';
import { useLabels } from '../use-flow-labels';

/** What a plan covers, in whole dollars (null when the plan has none). */
export interface PlanCover {
  readonly coverageAmount: number | null;
  readonly deductible: number | null;
}

/** A super visa cover in words: `coverage $100,000, deductible $0` (the summary and the confirmation). */
export const useCoverText = (): ((cover: PlanCover) => string) => {
  const { t, lang } = useLabels('web.apply');
  const plans = useLabels('web.plans').t;
  return ({ coverageAmount, deductible }) => {
    const coverage = coverageAmount === null ? undefined : formatCoverage(coverageAmount, lang);
    return t('superVisaCover', {
      coverage:
        coverage === undefined ? '–' : coverage.kind === 'label' ? plans(coverage.key) : coverage.text,
      deductible: deductible === null ? '–' : formatWholeDollars(deductible, lang),
    });
  };
};

/** A rated traveller's super visa cover as the server priced their chosen plan. */
export const useSuperVisaCover = (): ((paxId: number) => string) => {
  const { planSelection } = useLaterFlow();
  const coverText = useCoverText();
  return (paxId) => {
    const line = planSelection.chosenLine(paxId);
    return line ? coverText(line) : '';
  };
};
