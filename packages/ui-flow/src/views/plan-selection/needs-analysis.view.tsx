import { RadioGroup } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLaterFlow, useFlow } from '../flow-view-context';
import { useLabels } from '../use-flow-labels';

/** The needs analysis (spec 3): the primary's answers, then a recommended plan per traveller (7.3). */
export const NeedsAnalysis = observer(function NeedsAnalysis() {
  const flow = useFlow();
  const { needsAnalysis: na, planSelection } = useLaterFlow();
  const { t } = useLabels('web.plans');
  useEffect(() => {
    void na.opened();
  }, [na, flow.lang]);
  const recommend = async () => {
    const r = await na.recommendClicked();
    if (r) planSelection.recommendationApplied(r);
  };
  return (
    <div className="flow-needs">
      <p>{t('needsIntro')}</p>
      {na.questionnaireState === 'error' ? (
        <p className="flow-alert flow-alert--error">{t('needsLoadFailed')}</p>
      ) : null}
      {na.questionnaire?.groups.map((g) => (
        <fieldset key={g.group} className="flow-needs__group">
          <legend className="flow-section__title">{g.title}</legend>
          {g.questions.map((q) => (
            <RadioGroup
              key={q.key}
              legend={q.text}
              inline
              options={q.options}
              value={na.answers[q.key] ?? ''}
              onChange={(v) => na.answerChosen(q.key, v)}
            />
          ))}
        </fieldset>
      ))}
      <button type="button" className="tx-button tx-button--secondary" onClick={() => void recommend()}>
        {t('needsRecommend')}
      </button>
      <p aria-live="polite" className="flow-needs__status">
        {na.recommendationState === 'fetched'
          ? t('needsRecommended')
          : na.recommendationState === 'error'
            ? t('needsFailed')
            : ''}
      </p>
    </div>
  );
});
