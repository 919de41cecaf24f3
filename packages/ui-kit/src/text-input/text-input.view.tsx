import type { HTMLAttributes } from 'react';
import { cx } from '../shared/class-names';
import type { FieldBaseProps } from '../field/field.types';
import { describedBy, useFieldIds } from '../field/field-ids';
import { FieldLabel, FieldMessages } from '../field/field-messages.view';

export interface TextInputProps extends FieldBaseProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly type?: 'text' | 'email' | 'tel' | 'search' | 'password';
  readonly name?: string;
  readonly maxLength?: number;
  readonly autoComplete?: string;
  readonly inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  readonly placeholder?: string;
  readonly readOnly?: boolean;
}

/** A labelled one-line text field; the app owns the value and the error. */
export function TextInput(props: TextInputProps) {
  const ids = useFieldIds(props.id);
  const { hint, error } = props;
  return (
    <div className={cx('tx-field', error && 'tx-field--invalid', props.className)}>
      <FieldLabel ids={ids} label={props.label} required={props.required} />
      <input
        id={ids.control}
        className="tx-input"
        type={props.type ?? 'text'}
        name={props.name}
        value={props.value}
        maxLength={props.maxLength}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        placeholder={props.placeholder}
        readOnly={props.readOnly}
        disabled={props.disabled}
        aria-required={props.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={props.onBlur}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
