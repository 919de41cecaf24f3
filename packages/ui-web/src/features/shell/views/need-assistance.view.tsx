import { observer } from 'mobx-react-lite';
import { useStores } from '../../../app/stores-context';
import { useLabels } from '../../../platform/use-labels';

/**
 * The need-assistance box (spec 2.8): on every step for consumers, so that a way to reach a
 * representative stays visible during an online sale (Québec's rule).
 */
export const NeedAssistance = observer(function NeedAssistance() {
  const { content } = useStores();
  const { t } = useLabels();
  if (!content.visibility.needAssistance) return null;
  return (
    <aside className="web-assistance" aria-labelledby="web-assistance-title">
      <h2 id="web-assistance-title" className="web-assistance__title">
        {t('needAssistanceTitle')}
      </h2>
      <p>{content.text('needAssistance') || t('needAssistanceFallback')}</p>
    </aside>
  );
});
