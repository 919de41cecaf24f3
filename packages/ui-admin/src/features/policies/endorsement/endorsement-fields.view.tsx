import { TextInput } from '@tripx/ui-kit';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DEPENDENT_FIELDS, TRIP_FIELDS } from './endorsement-draft';
import type { EndorsementStore } from './endorsement.store';

/** The trip, each traveller policy's riders and optional benefits, and the dependents. */
export const EndorsementFields = observer(function EndorsementFields({
  store,
}: {
  readonly store: EndorsementStore;
}) {
  const { t } = useTranslation('policies');
  const { draft, invalid } = store;
  return (
    <>
      {TRIP_FIELDS.map((f) => (
        <TextInput
          key={f}
          label={t(`edit.${f}`)}
          hint={f.endsWith('Date') ? t('dateHint') : f === 'destinations' ? t('edit.listHint') : undefined}
          error={invalid.includes(f) ? t(`edit.invalid.${f}`) : undefined}
          value={draft.trip[f]}
          onChange={(v) => store.tripChanged(f, v)}
        />
      ))}
      {Object.keys(draft.benefits).map((policyNumber) => (
        <TextInput
          key={policyNumber}
          label={t('edit.benefits', { policyNumber })}
          hint={t('edit.listHint')}
          value={draft.benefits[policyNumber] ?? ''}
          onChange={(v) => store.benefitsChanged(policyNumber, v)}
        />
      ))}
      {draft.dependents.map((d) => (
        <fieldset key={d.referenceNumber} className="adm-policies__dependent">
          <legend>{t('edit.dependent', { number: d.referenceNumber })}</legend>
          {DEPENDENT_FIELDS.map((f) => (
            <TextInput
              key={f}
              label={t(`edit.dependent.${f}`)}
              hint={f === 'dateOfBirth' ? t('dateHint') : undefined}
              error={
                invalid.includes(`dependent.${d.referenceNumber}.${f}`) ? t('error.dateInvalid') : undefined
              }
              value={d[f]}
              onChange={(v) => store.dependentChanged(d.referenceNumber, f, v)}
            />
          ))}
          <button
            type="button"
            className="tx-button tx-button--secondary"
            onClick={() => store.dependentRemoved(d.referenceNumber)}
          >
            {t('edit.dependent.remove', { number: d.referenceNumber })}
          </button>
        </fieldset>
      ))}
      <div className="adm-policies__actions">
        <button
          type="button"
          className="tx-button tx-button--secondary"
          onClick={() => store.dependentAdded()}
        >
          {t('edit.dependent.add')}
        </button>
      </div>
    </>
  );
});
