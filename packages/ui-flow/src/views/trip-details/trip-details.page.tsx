import { AutoSuggest, useFailedSubmits } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useFlow } from '../flow-view-context';
import { useLabels } from '../use-flow-labels';
import { PageHeading } from '../page-heading.view';
import { FlowErrorSummary } from '../flow-error-summary.view';
import { locationLabel, type TripScope } from '../../index';
import { BackButton } from '../back-button.view';

/** Step 2, trip details: the departure city and the destinations (spec 2.8 destination selector, 5.5). */
export const TripDetailsPage = observer(function TripDetailsPage() {
  const flow = useFlow();
  const { tripDetails: trip, quoteForm } = flow;
  // The plans come next: their code loads while the buyer types the places.
  useEffect(() => void flow.loadLater(), [flow]);
  const { t, error } = useLabels('web.quote');
  const { failedSubmits, failed } = useFailedSubmits();
  const err = (field: 'departureCity' | 'destination') => error(trip.errorOf(field), 'errors.destinations');
  const form = quoteForm.effectiveForm;
  const visitor = form.travellerCategory === 'VISITOR_TO_CANADA';
  const scope: TripScope = {
    lang: flow.lang,
    departureInCanada: !visitor,
    destinationsInCanada: visitor || form.travelOutsideCanada === 'false',
  };
  const toOptions = (list: typeof trip.departureSuggestions) =>
    list.map((l) => ({ value: l.id, label: locationLabel(l), hint: l.name }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (trip.submitClicked()) flow.navigate('planSelection');
    else failed();
  };
  return (
    <form className="flow-page" noValidate onSubmit={submit}>
      <PageHeading>{t('tripTitle')}</PageHeading>
      <FlowErrorSummary failedSubmits={failedSubmits} />
      <p className="flow-page__intro">{t('tripIntro')}</p>
      <AutoSuggest
        label={t('departureCityLabel')}
        hint={t('departureCityHint')}
        required
        value={trip.departureText}
        onInputChange={(v) => trip.departureTyped(v)}
        onQuery={(q) => void trip.departureSearched(q, scope)}
        suggestions={toOptions(trip.departureSuggestions)}
        onSelect={(o) => {
          const l = trip.departureSuggestions.find((x) => x.id === o.value);
          if (l) trip.departurePicked(l);
        }}
        onBlur={() => trip.fieldBlurred('departureCity')}
        resultsText={(n) => t('suggestionsCount', { count: n })}
        noResultsText={t('suggestionsNone')}
        error={err('departureCity')}
      />
      <fieldset className="flow-destinations">
        <legend className="flow-section__title">{t('destinationsLegend')}</legend>
        <div className="flow-destinations__add">
          <AutoSuggest
            label={t('destinationLabel')}
            hint={t('destinationHint')}
            value={trip.destinationText}
            onInputChange={(v) => trip.destinationTyped(v)}
            onQuery={(q) => void trip.destinationSearched(q, scope)}
            suggestions={toOptions(trip.destinationSuggestions)}
            onSelect={(o) => {
              const l = trip.destinationSuggestions.find((x) => x.id === o.value);
              if (l) trip.destinationPicked(l);
            }}
            onBlur={() => trip.fieldBlurred('destination')}
            resultsText={(n) => t('suggestionsCount', { count: n })}
            noResultsText={t('suggestionsNone')}
            error={err('destination')}
          />
          <button
            type="button"
            className="tx-button tx-button--secondary"
            onClick={() => trip.destinationAddClicked()}
          >
            {t('destinationAdd')}
          </button>
        </div>
        {trip.destinations.length > 0 ? (
          <ul className="flow-destinations__list" aria-label={t('destinationsAdded')}>
            {trip.destinations.map((d) => (
              <li key={d.id} className="flow-destinations__item">
                <span>{locationLabel(d)}</span>
                <button
                  type="button"
                  className="tx-link-button"
                  aria-label={t('destinationRemove', { place: locationLabel(d) })}
                  onClick={() => trip.destinationRemoved(d.id)}
                >
                  {t('destinationRemoveShort')}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>
      <div className="flow-actions">
        <BackButton to="travellerDetails" />
        <button type="submit" className="tx-button tx-button--primary">
          {t('tripSubmit')}
        </button>
      </div>
    </form>
  );
});
