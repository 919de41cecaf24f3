import { Dropdown, RadioGroup, NumberInput, TextInput, useFailedSubmits } from '@tripx/ui-kit';
import {
  EMPLOYEE_TYPES,
  FIELD_LIMITS,
  PROVINCES,
  STUDENT_TYPES,
  TRAVELLER_CATEGORIES,
  addDays,
  type EmployeeType,
  type QuoteYesNo,
} from '@tripx/domain';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useFlow } from '../flow-view-context';
import { countryOptions } from './countries';
import { useLabels } from '../use-flow-labels';
import { PageHeading } from '../page-heading.view';
import { FlowErrorSummary } from '../flow-error-summary.view';
import { QuoteDateField } from './quote-date-field.view';
import { TravellersFieldset } from './travellers-fieldset.view';
import type { YesNoField } from '../../quote/quote-form.store';

/** Step 1, the quick quote (spec 2.7): who travels, when, and from which province. */
export const TravellerDetailsPage = observer(function TravellerDetailsPage() {
  const flow = useFlow();
  const { quoteForm: q, clock } = flow;
  const { t, error, locale } = useLabels('web.quote');
  const common = useLabels('web.common').t;
  const err = (field: string) => error(q.errorOf(field), 'errors.quote-form');
  const { failedSubmits, failed } = useFailedSubmits();
  const today = clock.today();
  const category = q.form.travellerCategory;
  const yesNo = (field: YesNoField, legend: string, hint?: string) => (
    <RadioGroup<'true' | 'false'>
      legend={legend}
      hint={hint}
      inline
      required
      options={[
        { value: 'true', label: common('yes') },
        { value: 'false', label: common('no') },
      ]}
      value={q.form[field]}
      error={err(field)}
      onChange={(v: QuoteYesNo) => q.yesNoAnswered(field, v)}
      onBlur={() => q.fieldBlurred(field)}
    />
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (q.submitClicked()) flow.navigate('tripDetails');
    else failed();
  };
  return (
    <form className="flow-page" noValidate onSubmit={submit}>
      <PageHeading>{t('quoteTitle')}</PageHeading>
      <FlowErrorSummary failedSubmits={failedSubmits} />
      <p className="flow-page__intro">{t('quoteIntro')}</p>
      <RadioGroup
        legend={t('categoryLegend')}
        required
        options={TRAVELLER_CATEGORIES.map((c) => ({
          value: c,
          label: t(`category.${c}`),
          hint: t(`categoryHint.${c}`),
        }))}
        value={category}
        error={err('travellerCategory')}
        onChange={(v) => q.categoryChosen(v)}
      />
      {q.fields.studentType ? (
        <RadioGroup
          legend={t('studentTypeLegend')}
          required
          options={STUDENT_TYPES.map((s) => ({ value: s, label: t(`studentType.${s}`) }))}
          value={q.form.studentType}
          error={err('studentType')}
          onChange={(v) => q.studentTypeChosen(v)}
        />
      ) : null}
      {q.fields.superVisa ? yesNo('superVisa', t('superVisaLegend'), t('superVisaHint')) : null}
      {category !== '' ? (
        <>
          {flow.showCountry ? (
            <Dropdown
              label={t('countryResidence')}
              required
              options={countryOptions(locale)}
              value={q.form.country}
              onChange={(v) => q.countryChosen(v)}
            />
          ) : null}
          <Dropdown
            label={category === 'VISITOR_TO_CANADA' ? t('provinceVisiting') : t('provinceResidence')}
            placeholder={common('select')}
            required
            options={PROVINCES.map((p) => ({ value: p, label: common(`province.${p}`) }))}
            value={q.form.province}
            error={err('province')}
            onChange={(v) => q.provinceChosen(v)}
            onBlur={() => q.fieldBlurred('province')}
          />
          {q.fields.travelOutsideCanada ? yesNo('travelOutsideCanada', t('travelOutsideLegend')) : null}
          {q.fields.multiTrip ? yesNo('multiTrip', t('multiTripLegend'), t('multiTripHint')) : null}
          <QuoteDateField
            label={t(`departureLabel.${category}`)}
            value={q.form.departureDate}
            today={today}
            min={category === 'TOP_UP' ? undefined : today}
            max={addDays(today, 364)}
            error={err('departureDate')}
            onChange={(v) => q.departureDateChanged(v)}
            onBlur={() => q.fieldBlurred('departureDate')}
          />
          <QuoteDateField
            label={t(`returnLabel.${category}`)}
            value={q.form.returnDate}
            today={today}
            min={today}
            readOnly={q.returnDateReadOnly}
            hint={q.returnDateReadOnly ? t('returnMultiTripHint') : undefined}
            error={err('returnDate')}
            onChange={(v) => q.textChanged('returnDate', v)}
            onBlur={() => q.fieldBlurred('returnDate')}
          />
          {q.fields.bookingDate ? (
            <QuoteDateField
              label={t('bookingDateLabel')}
              value={q.form.bookingDate}
              today={today}
              max={today}
              error={err('bookingDate')}
              onChange={(v) => q.textChanged('bookingDate', v)}
              onBlur={() => q.fieldBlurred('bookingDate')}
            />
          ) : null}
          {q.fields.planCoverageDayCount ? (
            <NumberInput
              label={t('coverageDaysLabel')}
              hint={t('coverageDaysHint')}
              value={q.form.planCoverageDayCount}
              maxDigits={3}
              zeroAllowed
              required
              error={err('planCoverageDayCount')}
              onChange={(v) => q.textChanged('planCoverageDayCount', v)}
              onBlur={() => q.fieldBlurred('planCoverageDayCount')}
            />
          ) : null}
          {q.fields.schoolDates ? (
            <>
              <QuoteDateField
                label={t('schoolStartLabel')}
                value={q.form.schoolStartDate}
                today={today}
                error={err('schoolStartDate')}
                onChange={(v) => q.textChanged('schoolStartDate', v)}
                onBlur={() => q.fieldBlurred('schoolStartDate')}
              />
              <QuoteDateField
                label={t('schoolEndLabel')}
                value={q.form.schoolEndDate}
                today={today}
                error={err('schoolEndDate')}
                onChange={(v) => q.textChanged('schoolEndDate', v)}
                onBlur={() => q.fieldBlurred('schoolEndDate')}
              />
            </>
          ) : null}
          {q.fields.studentStatus ? yesNo('fullTimeStudent', t('fullTimeStudentLegend')) : null}
          {q.fields.studentStatus && q.form.studentType !== 'INTERNATIONAL' && q.form.studentType !== ''
            ? yesNo('provincialHealthCoverage', t('provincialHealthCoverageLegend'))
            : null}
          {q.fields.familyPlans ? yesNo('familyPlans', t('familyLegend'), t('familyHint')) : null}
          <TravellersFieldset />
          <Dropdown<'NONE' | EmployeeType>
            label={t('employeeLabel')}
            hint={t('employeeHint')}
            options={[
              { value: 'NONE', label: t('employee.NONE') },
              ...EMPLOYEE_TYPES.map((e) => ({ value: e, label: t(`employee.${e}`) })),
            ]}
            value={q.form.employeeType === '' ? 'NONE' : q.form.employeeType}
            onChange={(v) => q.employeeTypeChosen(v === 'NONE' ? '' : v)}
          />
          {q.employeeNameShown ? (
            <TextInput
              label={t('employeeNameLabel')}
              value={q.form.employeeName}
              maxLength={FIELD_LIMITS.name}
              autoComplete="off"
              required
              error={err('employeeName')}
              onChange={(v) => q.textChanged('employeeName', v)}
              onBlur={() => q.fieldBlurred('employeeName')}
            />
          ) : null}
        </>
      ) : null}
      <div className="flow-actions">
        <button type="submit" className="tx-button tx-button--primary">
          {t('quoteSubmit')}
        </button>
      </div>
    </form>
  );
});
