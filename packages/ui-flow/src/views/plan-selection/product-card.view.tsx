import { Modal, Spinner, Toggle } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useLabels } from '../use-flow-labels';
import type { ProductCardView } from '../../index';
import { CardParameters } from './card-parameters.view';
import { addonLabel, premiumText } from './premium-text';
import { refusalLines } from './refusal-lines';

/**
 * An insurance product card (spec 4.3): the plan as a button, its add-ons as toggles, the eligibility
 * modal, the medical questionnaire's state, the parameters with Calculate, the premium and the documents.
 */
export const ProductCard = observer(function ProductCard({ card }: { readonly card: ProductCardView }) {
  const { t, error, lang } = useLabels('web.plans');
  const titleId = `${card.key}-title`;
  const premium = premiumText(t, lang, card.premiumLine, card.family);
  return (
    <article
      className={`flow-card flow-card--${card.variant.toLowerCase()}${card.selected ? ' flow-card--selected' : ''}`}
      aria-labelledby={titleId}
    >
      <header className="flow-card__header">
        <h3 id={titleId} className="flow-card__title">
          {card.name}
        </h3>
        {card.recommended ? <span className="flow-badge">{t('recommended')}</span> : null}
      </header>
      <p className="flow-card__summary">{card.summary}</p>
      <details className="flow-card__details">
        <summary>{t('planDetails')}</summary>
        <p>{card.details}</p>
        <h4>{t('eligibilityTitle')}</h4>
        <p>{card.eligibility}</p>
        <h4>{t('exclusionsTitle')}</h4>
        <p>{card.exclusion}</p>
      </details>
      {card.refusals.length > 0 ? (
        <div className="flow-alert flow-alert--info">
          <p>{t('notAvailable')}</p>
          <ul>
            {refusalLines(t, card.refusals).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {card.mqDisplay === 'takeQuestionnaire' ? (
        <div className="flow-alert flow-alert--warning">
          <p>{t('mqRequired')}</p>
          <button
            type="button"
            className="tx-button tx-button--primary"
            onClick={() => card.takeQuestionnaireClicked()}
          >
            {t('mqTake')}
          </button>
        </div>
      ) : null}
      {card.mqMessage ? (
        <div className="flow-alert flow-alert--error">
          <p>{error({ field: 'mq', code: card.mqMessage }, 'errors.product-card')}</p>
          {card.mqDisplay === 'cannotDetermine' ? (
            <button
              type="button"
              className="tx-button tx-button--secondary"
              onClick={() => card.takeQuestionnaireClicked()}
            >
              {t('mqEdit')}
            </button>
          ) : null}
        </div>
      ) : null}
      {card.parametersVisible && card.refusals.length === 0 ? (
        <>
          {card.mqDisplay === 'parametersWithEdit' ? (
            <button type="button" className="tx-link-button" onClick={() => card.takeQuestionnaireClicked()}>
              {t('mqEdit')}
            </button>
          ) : null}
          <CardParameters card={card} />
          <div className="flow-card__price">
            <button
              type="button"
              className="tx-button tx-button--secondary"
              disabled={!card.calculateEnabled}
              onClick={() => card.calculateClicked()}
            >
              {t('calculate')}
            </button>
            {card.calculating ? <Spinner label={t('calculating')} /> : null}
            <p className="flow-card__premium" aria-live="polite">
              {premium.amount ? (
                <>
                  <span className="flow-card__amount">{premium.amount}</span> <span>{premium.text}</span>
                </>
              ) : card.calculating ? (
                ''
              ) : (
                premium.text
              )}
            </p>
          </div>
          <button
            type="button"
            className={`tx-button ${card.selected ? 'tx-button--primary' : 'tx-button--secondary'} flow-card__select`}
            aria-pressed={card.selected}
            disabled={!card.canSelect}
            onClick={() => card.selectClicked()}
          >
            {card.selected ? t('planSelected', { plan: card.name }) : t('planSelect', { plan: card.name })}
          </button>
          {card.addons.length > 0 ? (
            <ul className="flow-card__addons" aria-label={t('addonsLabel')}>
              {card.addons.map((a) => (
                <li key={a.code}>
                  <Toggle
                    id={`${card.key}-${a.code}`}
                    label={addonLabel(t, lang, a.name, a.premiumLine, card.family)}
                    checked={a.checked}
                    disabled={a.disabled}
                    onChange={(on) => card.addonToggled(a.code, on)}
                  />
                  <p className="flow-card__addon-summary">
                    {a.summary}
                    {a.refusals.length > 0 ? ` ${refusalLines(t, a.refusals).join(' ')}` : ''}
                  </p>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      <ul className="flow-card__documents" aria-label={t('documentsLabel')}>
        {card.pdfLinks.map((l) => (
          <li key={l.kind}>
            <a href={l.href} target="_blank" rel="noreferrer">
              {t(`pdf.${l.kind}`)} <span className="tx-visually-hidden">{t('opensNewWindow')}</span>
            </a>
          </li>
        ))}
      </ul>
      <Modal
        open={card.state.eligibilityModal.open}
        title={t('eligibilityModalTitle', { plan: card.name })}
        closeLabel={t('close')}
        onClose={() => card.eligibilityDismissed()}
        footer={
          <>
            <button
              type="button"
              className="tx-button tx-button--secondary"
              onClick={() => card.eligibilityDismissed()}
            >
              {t('cancel')}
            </button>
            <button
              type="button"
              className="tx-button tx-button--primary"
              disabled={!card.eligibilitySelectEnabled}
              onClick={() => card.eligibilityConfirmed()}
            >
              {t('planSelect', { plan: card.name })}
            </button>
          </>
        }
      >
        <p>{card.eligibility}</p>
        <div className="tx-choice">
          <input
            id={`${card.key}-agree`}
            className="tx-choice__input"
            type="checkbox"
            checked={card.state.eligibilityModal.agreed}
            onChange={(e) => card.eligibilityAgreed(e.target.checked)}
          />
          <label htmlFor={`${card.key}-agree`} className="tx-choice__label">
            {t('eligibilityAgree')}
          </label>
        </div>
      </Modal>
    </article>
  );
});
