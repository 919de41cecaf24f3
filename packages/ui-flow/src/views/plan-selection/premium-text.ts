import { formatCoverage, formatMoney, type Language, type PremiumLine } from '@tripx/domain';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A coverage amount in words: `100 000 $`, or the label of an unlimited one. */
export const coverageText = (t: Translate, dollars: number, lang: Language): string => {
  const d = formatCoverage(dollars, lang);
  return d.kind === 'label' ? t(d.key) : d.text;
};

/**
 * A card's premium as the organization shows it (spec 6): the amount, then what it is for (with the
 * coverage for an agency); or the sentence that asks for what is missing. `amount` is '' then.
 */
export const premiumText = (
  t: Translate,
  lang: Language,
  line: PremiumLine,
  family: boolean,
): { readonly amount: string; readonly text: string } => {
  switch (line.kind) {
    case 'amount':
    case 'amountForTripCost':
      return {
        amount: formatMoney(line.cents, lang),
        text: t(family ? 'premiumFamilyTaxesIncluded' : 'premiumTaxesIncluded'),
      };
    case 'amountForCoverage':
      return {
        amount: formatMoney(line.cents, lang),
        text: t(family ? 'premiumFamilyForCoverage' : 'premiumForCoverage', {
          coverage: coverageText(t, line.coverageDollars, lang),
        }),
      };
    case 'askCoverage':
      return { amount: '', text: t('premiumAskCoverage') };
    case 'askTripCost':
      return { amount: '', text: t('premiumAskTripCost') };
    case 'toCalculate':
      return { amount: '', text: t('premiumToCalculate') };
  }
};

/** An add-on's toggle label: its name and price, with the trip cost it insures for an agency. */
export const addonLabel = (
  t: Translate,
  lang: Language,
  name: string,
  line: PremiumLine,
  family: boolean,
): string => {
  switch (line.kind) {
    case 'amountForTripCost':
      return t(family ? 'addonPriceFamilyForTripCost' : 'addonPriceForTripCost', {
        name,
        amount: formatMoney(line.cents, lang),
        tripCost: formatMoney(line.tripCostCents, lang),
      });
    case 'amount':
    case 'amountForCoverage':
      return t(family ? 'addonPriceFamily' : 'addonPrice', { name, amount: formatMoney(line.cents, lang) });
    case 'askTripCost':
      return t('addonAskTripCost', { name });
    case 'askCoverage':
    case 'toCalculate':
      return name;
  }
};

/** What a summary line was priced on, after its name (`, $100,000 of coverage`); '' when it shows none. */
export const basisText = (t: Translate, lang: Language, line: PremiumLine): string =>
  line.kind === 'amountForCoverage'
    ? t('totalsForCoverage', { coverage: coverageText(t, line.coverageDollars, lang) })
    : line.kind === 'amountForTripCost'
      ? t('totalsForTripCost', { tripCost: formatMoney(line.tripCostCents, lang) })
      : '';
