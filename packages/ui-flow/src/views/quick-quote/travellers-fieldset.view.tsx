import { CurrencyInput, NumberInput } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useFlow } from '../flow-view-context';
import { useLabels } from '../use-flow-labels';

/** The travellers of the quick quote: age and trip cost per row, add and remove (spec 2.7, 5.1). */
export const TravellersFieldset = observer(function TravellersFieldset() {
  const flow = useFlow();
  const { quoteForm } = flow;
  const { t, error, lang } = useLabels('web.quote');
  const err = (field: string) => error(quoteForm.errorOf(field), 'errors.quote-form');
  return (
    <fieldset className="flow-travellers">
      <legend className="flow-section__title">{t('travellersLegend')}</legend>
      <p className="flow-field-error" aria-live="polite">
        {err('travellers') ?? ''}
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
            {quoteForm.fields.tripCost ? (
              <CurrencyInput
                label={t('travellerTripCost', { n: tr.referenceNumber })}
                hint={t('travellerTripCostHint')}
                lang={lang}
                value={tr.tripCost}
                required
                error={err(`travellers[${i}].tripCost`)}
                onChange={(v) => quoteForm.travellerChanged(i, 'tripCost', v)}
                onBlur={() => quoteForm.fieldBlurred(`travellers[${i}].tripCost`)}
              />
            ) : null}
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
    </fieldset>
  );
});
