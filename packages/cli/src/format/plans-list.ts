import type { PlanContentResponse } from '@tripx/application';
import type { Language } from '@tripx/domain';
import { label } from '../labels';
import { colon, formatMoney } from './money';

/** Plans as readable text: name, summary, options, who may buy, and benefits by kind. */
export const plansList = (content: PlanContentResponse, lang: Language): string => {
  const out: string[] = [];
  const dollars = (n: number) => formatMoney(n * 100, lang).replace(/[.,]00/, '');
  for (const plan of content.plans) {
    out.push(
      `${plan.code} — ${plan.name}`,
      `  ${plan.summary}`,
      `  ${plan.details}`,
      `  ${plan.eligibility}`,
    );
    if (plan.deductibles.length > 0)
      out.push(`  ${label(lang, 'deductibles')}${colon(lang)} ${plan.deductibles.map(dollars).join(' · ')}`);
    if (plan.coverageAmounts.length > 0)
      out.push(
        `  ${label(lang, 'coverageAmounts')}${colon(lang)} ${plan.coverageAmounts.map(dollars).join(' · ')}`,
      );
    if (plan.tripDays.length > 0)
      out.push(`  ${label(lang, 'tripDays')}${colon(lang)} ${plan.tripDays.join(' · ')}`);
    out.push(
      `  ${plan.mqFromAge === null ? label(lang, 'noMq') : label(lang, 'mqFromAge', { age: plan.mqFromAge })}`,
    );
    if (plan.familyOffered) out.push(`  ${label(lang, 'familyOffered')}`);
    out.push(`  ${label(lang, 'benefits')}${colon(lang)}`);
    for (const b of plan.benefits) out.push(`    - ${b.name} (${label(lang, b.type)})`);
    out.push('');
  }
  return out.join('\n').trimEnd();
};
