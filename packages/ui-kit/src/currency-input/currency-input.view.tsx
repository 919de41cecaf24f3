import { currencyInputBlurred, currencyInputChanged, type Language } from '@tripx/domain';
import type { FieldBaseProps } from '../field/field.types';
import { InputField } from '../field/input-field.view';

export interface CurrencyInputProps extends FieldBaseProps {
  /** The text of the amount ("1234.5" / "1234,5"); the app turns it into cents with the domain. */
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly onBlur?: () => void;
  /** English takes a dot, French a dot or a comma; the dollar sign goes before in English, after in French. */
  readonly lang: Language;
  readonly name?: string;
  readonly placeholder?: string;
  readonly readOnly?: boolean;
}

/** An amount field (spec 5.6): digits, one separator, two decimals; a dangling separator goes on blur. */
export function CurrencyInput({ onChange, onBlur, lang, ...props }: CurrencyInputProps) {
  return (
    <InputField
      {...props}
      variant="currency-input"
      type="text"
      inputMode="decimal"
      prefix={lang === 'en' ? '$' : undefined}
      suffix={lang === 'fr' ? '$' : undefined}
      onText={(text) => onChange(currencyInputChanged(text, lang))}
      onBlur={() => {
        const tidy = currencyInputBlurred(props.value, lang);
        if (tidy !== props.value) onChange(tidy);
        onBlur?.();
      }}
    />
  );
}
