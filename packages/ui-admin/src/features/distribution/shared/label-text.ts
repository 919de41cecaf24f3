import type { TFunction } from 'i18next';
import type { Label } from './call-state';

/** A label's text, or undefined when there is none (a field without an error). */
export const labelText = (t: TFunction<'distribution'>, label: Label | undefined): string | undefined =>
  label ? t(label.key, { ...label.params }) : undefined;
