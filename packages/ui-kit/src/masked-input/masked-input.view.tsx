import { applyMask, phoneTyped, POSTAL_CODE_MASK } from '@tripx/domain';
import type { FieldBaseProps } from '../field/field.types';
import { InputField } from '../field/input-field.view';

export type MaskKind = 'phone' | 'postalCode';

// A phone number of any country is kept as typed (digits and separators only): no national mask rewrites it.
const MASKS: Readonly<
  Record<MaskKind, { format: (text: string) => string; type: 'tel' | 'text'; autoComplete: string }>
> = {
  phone: { format: phoneTyped, type: 'tel', autoComplete: 'tel' },
  postalCode: {
    format: (text) => applyMask(text, POSTAL_CODE_MASK),
    type: 'text',
    autoComplete: 'postal-code',
  },
};

export interface MaskedInputProps extends FieldBaseProps {
  readonly mask: MaskKind;
  readonly value: string;
  /** The phone as typed (`+44 20 7946 0958`) or the masked postal code `K1A 0B1` (postal codes are uppercased on submit by the app). */
  readonly onChange: (masked: string) => void;
  readonly onBlur?: () => void;
  readonly name?: string;
  readonly placeholder?: string;
  readonly readOnly?: boolean;
}

/** A phone field (any country, as typed) or a postal-code field masked by the domain (spec 5.6). */
export function MaskedInput({ mask, onChange, ...props }: MaskedInputProps) {
  const m = MASKS[mask];
  return (
    <InputField
      {...props}
      variant={`masked-input tx-masked-input--${mask}`}
      type={m.type}
      inputMode={mask === 'phone' ? 'tel' : 'text'}
      autoComplete={m.autoComplete}
      onText={(text) => onChange(m.format(text))}
    />
  );
}
