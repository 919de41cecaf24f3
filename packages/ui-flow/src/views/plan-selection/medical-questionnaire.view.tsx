import { FullPageLoading, Modal, RadioGroup } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useLabels } from '../use-flow-labels';
import type { MedicalQuestionnaireStore } from '../../index';

/** The medical questionnaire (spec 3, 4.3): pages of sections of questions, then the declaration. */
export const MedicalQuestionnaireModal = observer(function MedicalQuestionnaireModal({
  mq,
}: {
  readonly mq: MedicalQuestionnaireStore;
}) {
  const { t } = useLabels('web.plans');
  const q = mq.questionnaire;
  const answers = mq.current?.answers ?? {};
  const missing = mq.submitAttempted && !mq.canSubmit;
  return (
    <Modal
      open={mq.openFor !== undefined}
      size="large"
      title={t('mqTitle', { n: mq.openFor ?? 1 })}
      closeLabel={t('close')}
      onClose={() => mq.closed()}
      footer={
        <>
          <button type="button" className="tx-button tx-button--secondary" onClick={() => mq.closed()}>
            {t('cancel')}
          </button>
          <button type="button" className="tx-button tx-button--primary" onClick={() => mq.submitClicked()}>
            {t('mqSubmit')}
          </button>
        </>
      }
    >
      {mq.loading ? <FullPageLoading label={t('loading')} /> : null}
      {mq.failed ? <p className="flow-alert flow-alert--error">{t('mqLoadFailed')}</p> : null}
      {q?.pages.map((page) => (
        <section key={page.key} aria-labelledby={`mq-${page.key}`}>
          <h3 id={`mq-${page.key}`}>{page.title}</h3>
          {page.sections.map((section) => (
            <div key={section.key} className="flow-mq__section">
              <h4>{section.title}</h4>
              {section.questions.map((question) => (
                <RadioGroup
                  key={question.questionKey}
                  legend={question.questionText}
                  inline={question.answerType === 'YES_NO'}
                  required
                  options={question.options}
                  value={answers[question.questionKey] ?? ''}
                  error={missing && !answers[question.questionKey] ? t('mqAnswerRequired') : undefined}
                  onChange={(v) => mq.answerChosen(question.questionKey, v)}
                />
              ))}
            </div>
          ))}
        </section>
      ))}
      {q ? (
        <div className="tx-choice flow-mq__declaration">
          <input
            id="mq-declaration"
            className="tx-choice__input"
            type="checkbox"
            checked={mq.current?.declaration ?? false}
            aria-describedby="mq-declaration-error"
            onChange={(e) => mq.declarationChanged(e.target.checked)}
          />
          <label htmlFor="mq-declaration" className="tx-choice__label">
            {q.declaration}
          </label>
          <p id="mq-declaration-error" className="tx-field__error" aria-live="polite">
            {missing && !mq.current?.declaration ? t('mqDeclarationRequired') : ''}
          </p>
        </div>
      ) : null}
    </Modal>
  );
});
