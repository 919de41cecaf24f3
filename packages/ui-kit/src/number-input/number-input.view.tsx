import { numberInputChanged } from '@tripx/domain';
import type { FieldBaseProps } from '../field/field.types';
import { InputField } from '../field/input-field.view';

export interface NumberInputProps extends FieldBaseProps {
  readonly value: string;
  /** Digits only, as the domain's number-input rule keeps them (spec 5.6). */
  readonly onChange: (digits: string) => void;
  readonly onBlur?: () => void;
  /** When false (the default) zero blanks the field, as for top-up trip days (spec 5.3). */
  readonly zeroAllowed?: boolean;
  /** Digits kept at most, e.g. 3 for trip days. */
  readonly maxDigits?: number;
  readonly name?: string;
  readonly placeholder?: string;
  readonly readOnly?: boolean;
}

/** A whole-number field: anything but digits is dropped as it is typed or pasted. */
export function NumberInput({ onChange, zeroAllowed, maxDigits, ...props }: NumberInputProps) {
  return (
    <InputField
      {...props}
      variant="number-input"
      type="text"
      inputMode="numeric"
      onText={(text) => onChange(numberInputChanged(text, { zeroAllowed, maxLength: maxDigits }))}
    />
  );
}
