import { formatMoney, parseQuoteTripCost } from '@tripx/domain';
import { CurrencyInput, NumberInput } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useFlow } from '../flow-view-context';
import { useLabels } from '../use-flow-labels';

/**
 * The travellers of the quick quote: an age per row, add and remove (spec 2.7, 5.1), and the trip cost
 * asked once for the whole trip, with each traveller's share of it shown.
 */
export const TravellersFieldset = observer(function TravellersFieldset() {
  const flow = useFlow();
  const { quoteForm } = flow;
  const { t, error, lang } = useLabels('web.quote');
  const err = (field: string) => error(quoteForm.errorOf(field), 'errors.quote-form');
  const partyError = err('travellers');
  // Ids after ui-kit's field-ids, so that the error summary links the party's error to this group.
  return (
    <fieldset
      id="quote-travellers"
      className="flow-travellers"
      aria-invalid={partyError ? true : undefined}
      aria-describedby={partyError ? 'quote-travellers-error' : undefined}
    >
      <legend id="quote-travellers-label" className="flow-section__title">
        {t('travellersLegend')}
      </legend>
      <p id="quote-travellers-error" className="flow-field-error" aria-live="polite">
        {partyError ?? ''}
      </p>
      <ul className="flow-travellers__list">
        {quoteForm.form.travellers.map((tr, i) => (
          <li key={tr.referenceNumber} className="flow-travellers__row">
            <NumberInput
              label={t('travellerAge', { n: tr.referenceNumber })}
              hint={i === 0 ? t('travellerAgePrimaryHint') : undefined}
              value={tr.age}
              maxDigits={3}
              zeroAllowed
              required
              error={err(`travellers[${i}].age`)}
              onChange={(v) => quoteForm.travellerChanged(i, 'age', v)}
              onBlur={() => quoteForm.fieldBlurred(`travellers[${i}].age`)}
            />
            {quoteForm.canRemoveTraveller ? (
              <button
                type="button"
                className="tx-button tx-button--secondary flow-travellers__remove"
                onClick={() => quoteForm.travellerRemoved(tr.referenceNumber)}
              >
                {t('travellerRemove', { n: tr.referenceNumber })}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {quoteForm.canAddTraveller ? (
        <button
          type="button"
          className="tx-button tx-button--secondary"
          onClick={() => quoteForm.travellerAdded()}
        >
          {t('travellerAdd')}
        </button>
      ) : null}
      {quoteForm.fields.tripCost ? (
        <>
          <CurrencyInput
            label={t('tripCost')}
            hint={t('tripCostHint')}
            lang={lang}
            value={quoteForm.tripCostText}
            required
            error={error(quoteForm.tripCostError, 'errors.quote-form')}
            onChange={(v) => quoteForm.tripCostChanged(v)}
            onBlur={() => quoteForm.tripCostBlurred()}
          />
          <TripCostShares />
        </>
      ) : null}
    </fieldset>
  );
});

/** Each traveller's share of the trip cost, once it is an amount. */
const TripCostShares = observer(function TripCostShares() {
  const { quoteForm } = useFlow();
  const { t, lang } = useLabels('web.quote');
  const travellers = quoteForm.form.travellers;
  const shares = travellers.map((tr) => parseQuoteTripCost(tr.tripCost));
  if (travellers.length < 2 || shares.some((s) => s === undefined)) return null;
  return (
    <div className="flow-note" aria-live="polite">
      <p>{t('tripCostSplit')}</p>
      <ul>
        {travellers.map((tr, i) => (
          <li key={tr.referenceNumber}>
            {t('tripCostShare', { n: tr.referenceNumber, amount: formatMoney(shares[i] ?? 0, lang) })}
          </li>
        ))}
      </ul>
    </div>
  );
});
