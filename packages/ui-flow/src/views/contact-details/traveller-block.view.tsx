import { CheckboxGroup, DateOfBirthInput, Dropdown, MaskedInput, RadioGroup, TextInput } from '@tripx/ui-kit';
import { FIELD_LIMITS } from '@tripx/domain';
import { observer } from 'mobx-react-lite';
import { useLaterFlow, useFlow } from '../flow-view-context';
import { useLabels } from '../use-flow-labels';
import { RELATIONSHIPS } from '../../index';

/** One traveller of the traveller details form (spec 3). */
export const TravellerBlock = observer(function TravellerBlock({ index }: { readonly index: number }) {
  const flow = useFlow();
  const { quoteForm } = flow;
  const { travellerDetails: d } = useLaterFlow();
  const { t, error } = useLabels('web.apply');
  const f = d.forms[index];
  if (!f) return null;
  const n = index + 1;
  const p = `${n}.`;
  const primary = index === 0;
  const form = quoteForm.effectiveForm;
  const family = form.familyPlans === 'true';
  const err = (field: string) => {
    const e = d.errorOf(p + field);
    return e ? error(e, e.ns) : undefined;
  };
  const text = (
    field:
      | 'firstName'
      | 'lastName'
      | 'email'
      | 'addressLine1'
      | 'addressLine2'
      | 'city'
      | 'schoolName'
      | 'schoolCity'
      | 'homeCountry',
    opts: { required?: boolean; autoComplete?: string; type?: 'email'; max?: number } = {},
  ) => (
    <TextInput
      id={`traveller-${n}-${field}`}
      label={t(`field.${field}`)}
      value={f[field]}
      type={opts.type}
      maxLength={opts.max ?? FIELD_LIMITS.name}
      autoComplete={primary ? opts.autoComplete : 'off'}
      required={opts.required ?? true}
      error={err(field)}
      onChange={(v) => d.textChanged(index, field, v)}
      onBlur={() => d.fieldBlurred(p + field)}
    />
  );
  const sameBox = (what: 'emailPhone' | 'address', checked: boolean) => (
    <CheckboxGroup<'same'>
      legend={t(what === 'emailPhone' ? 'contactLegend' : 'addressLegend')}
      options={[{ value: 'same', label: t(what === 'emailPhone' ? 'sameEmailPhone' : 'sameAddress') }]}
      value={checked ? ['same'] : []}
      onChange={(v) => d.sameAsPrimaryChanged(index, what, v.includes('same'))}
    />
  );
  return (
    <fieldset className="flow-traveller">
      <legend className="flow-section__title">{t('travellerLegend', { n })}</legend>
      <div className="flow-grid">
        {text('firstName', { autoComplete: 'given-name' })}
        {text('lastName', { autoComplete: 'family-name' })}
      </div>
      <DateOfBirthInput
        id={`traveller-${n}-dob`}
        legend={t('dateOfBirth')}
        hint={t('dateOfBirthHint')}
        labels={{ day: t('dobDay'), month: t('dobMonth'), year: t('dobYear') }}
        value={{ day: f.dobDay, month: f.dobMonth, year: f.dobYear }}
        required
        error={err('dateOfBirth')}
        onChange={(parts) => d.dateOfBirthChanged(index, parts)}
        onBlur={() => d.fieldBlurred(`${p}dateOfBirth`)}
      />
      {family && !primary ? (
        <Dropdown
          id={`traveller-${n}-relationship`}
          label={t('relationship')}
          required
          placeholder={t('select')}
          options={RELATIONSHIPS.map((r) => ({ value: r, label: t(`relationship.${r}`) }))}
          value={f.relationship as (typeof RELATIONSHIPS)[number] | ''}
          error={err('relationship')}
          onChange={(v) => d.textChanged(index, 'relationship', v)}
          onBlur={() => d.fieldBlurred(`${p}relationship`)}
        />
      ) : null}
      {primary ? (
        <RadioGroup<'en' | 'fr'>
          legend={t('documentsLanguage')}
          inline
          options={[
            { value: 'en', label: 'English' },
            { value: 'fr', label: 'Français' },
          ]}
          value={f.language}
          onChange={(v) => d.languageChosen(index, v)}
        />
      ) : null}
      {form.travellerCategory === 'VISITOR_TO_CANADA'
        ? text('homeCountry', { required: false, autoComplete: 'country-name' })
        : null}
      {!primary ? sameBox('emailPhone', f.emailPhoneSameAsPrimary) : null}
      {primary || !f.emailPhoneSameAsPrimary ? (
        <div className="flow-grid">
          {text('email', { type: 'email', autoComplete: 'email', max: FIELD_LIMITS.email })}
          <MaskedInput
            id={`traveller-${n}-phone`}
            mask="phone"
            label={t('field.phone')}
            hint={t('phoneHint')}
            value={f.phone}
            required
            error={err('phone')}
            onChange={(v) => d.textChanged(index, 'phone', v)}
            onBlur={() => d.fieldBlurred(`${p}phone`)}
          />
        </div>
      ) : null}
      {form.travellerCategory === 'VISITOR_TO_CANADA' ||
      (form.travellerCategory === 'STUDENT' && form.studentType === 'INTERNATIONAL') ? (
        <MaskedInput
          id={`traveller-${n}-alternatePhone`}
          mask="phone"
          label={t('field.alternatePhone')}
          hint={t('phoneHint')}
          value={f.alternatePhone}
          error={err('alternatePhone')}
          onChange={(v) => d.textChanged(index, 'alternatePhone', v)}
          onBlur={() => d.fieldBlurred(`${p}alternatePhone`)}
        />
      ) : null}
      {!primary ? sameBox('address', f.addressSameAsPrimary) : null}
      {primary || !f.addressSameAsPrimary ? (
        <>
          {text('addressLine1', { autoComplete: 'address-line1', max: FIELD_LIMITS.address })}
          {text('addressLine2', {
            required: false,
            autoComplete: 'address-line2',
            max: FIELD_LIMITS.address,
          })}
          <div className="flow-grid">
            {text('city', { autoComplete: 'address-level2', max: FIELD_LIMITS.city })}
            <MaskedInput
              id={`traveller-${n}-postalCode`}
              mask="postalCode"
              label={t('field.postalCode')}
              hint={t('postalHint')}
              value={f.postalCode}
              required
              error={err('postalCode')}
              onChange={(v) => d.textChanged(index, 'postalCode', v)}
              onBlur={() => d.fieldBlurred(`${p}postalCode`)}
            />
          </div>
          <p className="flow-note">
            {t('provinceNote', { province: t(`province.${form.province}`, { ns: 'web.common' }) })}
          </p>
        </>
      ) : null}
      {form.travellerCategory === 'STUDENT' && primary ? (
        <div className="flow-grid">
          {text('schoolName')}
          {text('schoolCity', { max: FIELD_LIMITS.city })}
        </div>
      ) : null}
    </fieldset>
  );
});
