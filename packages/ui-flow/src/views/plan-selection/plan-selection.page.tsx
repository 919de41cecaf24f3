import { Accordion, AccordionSection, FullPageLoading } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useLaterFlow, useFlow } from '../flow-view-context';
import { useLabels } from '../use-flow-labels';
import { PageHeading } from '../page-heading.view';
import { callFailureKind, cardKey, flowErrorNs, ProductCardModel } from '../../index';
import { CallFailureNotice } from '../call-failure-notice.view';
import { MedicalQuestionnaireModal } from './medical-questionnaire.view';
import { NeedsAnalysis } from './needs-analysis.view';
import { ProductCard } from './product-card.view';
import { SelectionTotals } from './selection-totals.view';
import { BackButton } from '../back-button.view';

/** Step 3, plan selection (spec 2.8): help choosing, one accordion per traveller with product cards, totals. */
export const PlanSelectionPage = observer(function PlanSelectionPage() {
  const flow = useFlow();
  const { quoteForm } = flow;
  const { planSelection: ps } = useLaterFlow();
  const { t, error } = useLabels('web.plans');
  useEffect(() => {
    void ps.entered();
  }, [ps, flow.lang]);
  const models = useMemo(() => new Map<string, ProductCardModel>(), [ps]);
  const modelOf = (key: string) => {
    let m = models.get(key);
    if (!m) {
      m = new ProductCardModel(
        ps,
        key,
        () => flow.lang,
        () => quoteForm.form.province,
        () => flow.premiumDisplay,
      );
      models.set(key, m);
    }
    return m;
  };
  const ages = new Map(ps.members.map((m) => [m.referenceNumber, m.age]));
  const loading = ps.cards.size === 0 && (ps.contentState === 'loading' || ps.quoteState === 'loading');
  // Until the plans' content is in and the cards are built (also before the first call starts, and
  // after a reload, whose restored cards wait for the content), their place is held: what follows
  // does not move when they come (issue 16 item 9: a reload shifted the page by 0.257).
  const awaitingCards =
    (ps.contentState !== 'fetched' || ps.cards.size === 0) &&
    ps.contentState !== 'error' &&
    ps.quoteState !== 'error';
  const next = () => {
    if (ps.continueClicked()) flow.navigate('quoteSummary');
  };
  const retry = () => void ps.retryClicked();
  const failed = ps.failure && callFailureKind(ps.failure);
  if (failed === 'forbidden')
    return (
      <div className="flow-page">
        <CallFailureNotice failure={ps.failure} onRetry={retry} />
      </div>
    );
  return (
    <div className="flow-page flow-page--wide">
      <PageHeading>{t('plansTitle')}</PageHeading>
      <p className="flow-page__intro">{ps.family ? t('plansIntroFamily') : t('plansIntro')}</p>
      {loading ? <FullPageLoading label={t('loadingPlans')} /> : null}
      <CallFailureNotice failure={ps.failure} onRetry={retry} />
      {ps.quoteState === 'error' && ps.failure && !failed ? (
        <p className="flow-alert flow-alert--error" role="alert">
          {error({ field: 'quote', code: ps.failure.code }, flowErrorNs(ps.failure.code))}
        </p>
      ) : null}
      <Accordion>
        <AccordionSection title={t('needsTitle')} headingLevel={2}>
          <NeedsAnalysis />
        </AccordionSection>
        {ps.shownPaxIds.map((pax) => (
          <AccordionSection
            key={pax}
            headingLevel={2}
            defaultExpanded
            title={
              ps.family ? t('familySection') : t('travellerSection', { n: pax, age: ages.get(pax) ?? '' })
            }
          >
            <div className="flow-cards">
              {ps.planCodes
                .filter((code) => ps.cards.has(cardKey(pax, code)))
                .map((code) => (
                  <ProductCard key={code} card={modelOf(cardKey(pax, code))} />
                ))}
            </div>
          </AccordionSection>
        ))}
      </Accordion>
      {awaitingCards ? <div className="flow-cards__placeholder" aria-hidden="true" /> : null}
      <SelectionTotals />
      <MedicalQuestionnaireModal mq={ps.mq} />
      <p className="flow-field-error" aria-live="polite">
        {ps.continueAttempted && !ps.complete ? t('plansIncomplete') : ''}
      </p>
      <div className="flow-actions">
        <BackButton to="tripDetails" />
        <button type="button" className="tx-button tx-button--primary" onClick={next}>
          {t('plansSubmit')}
        </button>
      </div>
    </div>
  );
});
