import { formatCoverage, formatWholeDollars } from '@tripx/domain';
import { useLaterFlow } from '../flow-view-context';
import { useLabels } from '../use-flow-labels';

/**
 * A rated traveller's super visa cover as the server priced their chosen plan: `coverage $100,000,
 * deductible $0` (the summary and the confirmation show it for each insured).
 */
export const useSuperVisaCover = (): ((paxId: number) => string) => {
  const { planSelection } = useLaterFlow();
  const { t, lang } = useLabels('web.apply');
  const plans = useLabels('web.plans').t;
  return (paxId) => {
    const line = planSelection.chosenLine(paxId);
    if (!line) return '';
    const coverage = line.coverageAmount === null ? undefined : formatCoverage(line.coverageAmount, lang);
    return t('superVisaCover', {
      coverage:
        coverage === undefined ? '–' : coverage.kind === 'label' ? plans(coverage.key) : coverage.text,
      deductible: formatWholeDollars(line.deductible, lang),
    });
  };
};
