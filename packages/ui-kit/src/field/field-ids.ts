import { useId } from 'react';

export interface FieldIds {
  readonly control: string;
  readonly label: string;
  readonly hint: string;
  readonly error: string;
}

/** Stable ids for a control and the texts that describe it. */
export const useFieldIds = (id?: string): FieldIds => {
  const generated = useId();
  const control = id ?? `tx${generated.replace(/[^A-Za-z0-9_-]/g, '')}`;
  return { control, label: `${control}-label`, hint: `${control}-hint`, error: `${control}-error` };
};

/** The aria-describedby value: the hint, the error when there is one, and any extra ids. */
export const describedBy = (
  ids: FieldIds,
  hint: string | undefined,
  error: string | undefined,
  ...extra: readonly (string | undefined)[]
): string | undefined => {
  const list = [hint ? ids.hint : undefined, error ? ids.error : undefined, ...extra].filter(
    (x): x is string => x !== undefined,
  );
  return list.length > 0 ? list.join(' ') : undefined;
};
