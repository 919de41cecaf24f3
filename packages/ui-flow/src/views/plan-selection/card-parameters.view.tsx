import { Dropdown, NumberInput } from '@tripx/ui-kit';
import { formatMoney, formatWholeDollars } from '@tripx/domain';
import { observer } from 'mobx-react-lite';
import { useLabels } from '../use-flow-labels';
import type { OptionAvailability, ProductCardView } from '../../index';
import { coverageText } from './premium-text';
import { refusalLines } from './refusal-lines';

/** The parameters of a card (spec 3 card parameter values, 5.3): deductible, coverage, days, trip cost. */
export const CardParameters = observer(function CardParameters({ card }: { readonly card: ProductCardView }) {
  const { t, error, lang } = useLabels('web.plans');
  // A family's card insures the whole trip's cost, shared by everyone it covers.
  const family = card.family;
  const err = (field: string) => {
    const e = card.errors.get(field);
    if (!e) return undefined;
    const params =
      e.code === 'tripCostExceedsMax'
        ? { tripCostMaxAmt: formatMoney(Number(e.params?.['tripCostMaxAmt']), lang) }
        : e.params;
    return error({ ...e, ...(params ? { params } : {}) }, 'errors.product-card');
  };
  const inputs = card.state.inputs;
  // A value not offered stays in the list, disabled; the hint says why, per traveller.
  const choices = (list: readonly OptionAvailability[], text: (v: number) => string) =>
    list.map((o) => ({
      value: String(o.value),
      label: o.offered ? text(o.value) : t('optionUnavailable', { option: text(o.value) }),
      ...(o.offered ? {} : { disabled: true }),
    }));
  const why = (list: readonly OptionAvailability[], text: (v: number) => string) => {
    const lines = list
      .filter((o) => !o.offered)
      .map((o) =>
        [t('optionUnavailableWhy', { option: text(o.value) }), ...refusalLines(t, o.why)].join(' '),
      );
    return lines.length > 0 ? lines.join(' ') : undefined;
  };
  const deductibleText = (d: number) => formatWholeDollars(d, lang);
  const daysText = (d: number) => t('daysCount', { count: d });
  const coverageOption = (c: number) => coverageText(t, c, lang);
  return (
    <div className="flow-card__parameters">
      {card.deductibleOptions.length > 0 ? (
        <Dropdown
          id={`${card.key}-deductible`}
          label={t('deductibleLabel')}
          required
          options={choices(card.deductibleOptions, deductibleText)}
          hint={why(card.deductibleOptions, deductibleText)}
          value={inputs.deductible === undefined ? '' : String(inputs.deductible)}
          error={err('deductible')}
          onChange={(v) => card.optionPicked('deductible', Number(v))}
          onBlur={() => card.fieldBlurred('deductible')}
        />
      ) : null}
      {card.coverageOptions.length > 0 ? (
        <Dropdown
          id={`${card.key}-coverage`}
          label={t('coverageLabel')}
          required
          options={choices(card.coverageOptions, coverageOption)}
          hint={why(card.coverageOptions, coverageOption)}
          value={inputs.coverageAmount === undefined ? '' : String(inputs.coverageAmount)}
          error={err('coverageAmount')}
          onChange={(v) => card.optionPicked('coverageAmount', Number(v))}
          onBlur={() => card.fieldBlurred('coverageAmount')}
        />
      ) : null}
      {card.daysPerTripOptions.length > 0 ? (
        <Dropdown
          id={`${card.key}-days`}
          label={t('daysPerTripLabel')}
          required
          options={choices(card.daysPerTripOptions, daysText)}
          hint={why(card.daysPerTripOptions, daysText)}
          value={inputs.tripDays}
          error={err('tripDays')}
          onChange={(v) => card.tripDaysChanged(v)}
          onBlur={() => card.fieldBlurred('tripDays')}
        />
      ) : null}
      {card.topUp ? (
        <NumberInput
          id={`${card.key}-topup`}
          label={t('topUpDaysLabel')}
          hint={t('topUpDaysHint', { days: card.state.topUp?.existingTripDaysCovered ?? 0 })}
          value={inputs.tripDays}
          maxDigits={3}
          required
          error={err('tripDays')}
          onChange={(v) => card.tripDaysChanged(v)}
          onBlur={() => card.fieldBlurred('tripDays')}
        />
      ) : null}
      {card.state.needs.tripCost ? (
        <NumberInput
          id={`${card.key}-tripcost`}
          label={t(family ? 'tripCostFamilyLabel' : 'tripCostLabel')}
          hint={t(family ? 'tripCostFamilyHint' : 'tripCostHint')}
          value={inputs.tripCost}
          maxDigits={5}
          zeroAllowed
          required
          error={err('tripCost')}
          onChange={(v) => card.tripCostChanged(v)}
          onBlur={() => card.fieldBlurred('tripCost')}
        />
      ) : null}
    </div>
  );
});
