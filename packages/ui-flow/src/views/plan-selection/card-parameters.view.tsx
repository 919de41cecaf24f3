import { Dropdown, NumberInput } from '@tripx/ui-kit';
import { formatCoverage, formatMoney, formatWholeDollars } from '@tripx/domain';
import { observer } from 'mobx-react-lite';
import { useLabels } from '../use-flow-labels';
import type { ProductCardView } from '../../index';

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
  const coverageText = (c: number) => {
    const d = formatCoverage(c, lang);
    return d.kind === 'label' ? t(d.key) : d.text;
  };
  return (
    <div className="flow-card__parameters">
      {card.deductibleOptions.length > 0 ? (
        <Dropdown
          id={`${card.key}-deductible`}
          label={t('deductibleLabel')}
          required
          options={card.deductibleOptions.map((d) => ({
            value: String(d),
            label: formatWholeDollars(d, lang),
          }))}
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
          options={card.coverageOptions.map((c) => ({ value: String(c), label: coverageText(c) }))}
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
          options={card.daysPerTripOptions.map((d) => ({
            value: String(d),
            label: t('daysCount', { count: d }),
          }))}
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
