import { applyMask, PHONE_MASK, POSTAL_CODE_MASK } from '@tripx/domain';
import type { FieldBaseProps } from '../field/field.types';
import { InputField } from '../field/input-field.view';

export type MaskKind = 'phone' | 'postalCode';

const MASKS: Readonly<Record<MaskKind, { mask: string; type: 'tel' | 'text'; autoComplete: string }>> = {
  phone: { mask: PHONE_MASK, type: 'tel', autoComplete: 'tel-national' },
  postalCode: { mask: POSTAL_CODE_MASK, type: 'text', autoComplete: 'postal-code' },
};

export interface MaskedInputProps extends FieldBaseProps {
  readonly mask: MaskKind;
  readonly value: string;
  /** The masked text, `(416)-555-0199` or `K1A 0B1` (postal codes are uppercased on submit by the app). */
  readonly onChange: (masked: string) => void;
  readonly onBlur?: () => void;
  readonly name?: string;
  readonly placeholder?: string;
  readonly readOnly?: boolean;
}

/** A phone or postal-code field that formats what is typed with the domain's masks (spec 5.6). */
export function MaskedInput({ mask, onChange, ...props }: MaskedInputProps) {
  const m = MASKS[mask];
  return (
    <InputField
      {...props}
      variant={`masked-input tx-masked-input--${mask}`}
      type={m.type}
      inputMode={mask === 'phone' ? 'tel' : 'text'}
      autoComplete={m.autoComplete}
      onText={(text) => onChange(applyMask(text, m.mask))}
    />
  );
}
