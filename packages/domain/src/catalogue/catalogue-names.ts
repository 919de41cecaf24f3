import type { BenefitCode, BenefitDefinition } from './benefit';
import type { Localized } from './localized';
import type { PlanDefinition } from './plan';
import type { PlanCode } from '../shared/enums';

/** Plans' and add-ons' names in both languages, from the catalogue's content (what the purchase app shows). */
export interface CatalogueNames {
  readonly plan: (code: string) => Localized<string> | undefined;
  readonly benefit: (code: string) => Localized<string> | undefined;
}

const nameIn =
  <C extends string>(defs: ReadonlyMap<C, { readonly content: Localized<{ readonly name: string }> }>) =>
  (code: string): Localized<string> | undefined => {
    const content = defs.get(code as C)?.content;
    return content ? { en: content.en.name, fr: content.fr.name } : undefined;
  };

export const catalogueNames = (catalogue: {
  readonly plans: ReadonlyMap<PlanCode, PlanDefinition>;
  readonly benefits: ReadonlyMap<BenefitCode, BenefitDefinition>;
}): CatalogueNames => ({ plan: nameIn(catalogue.plans), benefit: nameIn(catalogue.benefits) });

/** No names: each code stands for itself (a store built without the catalogue). */
export const NO_CATALOGUE_NAMES: CatalogueNames = { plan: () => undefined, benefit: () => undefined };
