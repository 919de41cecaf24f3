import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../shared/class-names';
import type { FieldBaseProps } from './field.types';
import { describedBy, useFieldIds } from './field-ids';
import { FieldLabel, FieldMessages } from './field-messages.view';

export interface InputFieldProps extends FieldBaseProps {
  readonly value: string;
  /** The raw text typed; the caller filters it (mask, digits, currency) before it reaches the app. */
  readonly onText: (text: string) => void;
  readonly onBlur?: () => void;
  readonly type: 'text' | 'tel';
  readonly inputMode: HTMLAttributes<HTMLInputElement>['inputMode'];
  readonly name?: string;
  readonly maxLength?: number;
  readonly autoComplete?: string;
  readonly placeholder?: string;
  readonly readOnly?: boolean;
  /** Decoration before or after the text (a currency sign); hidden from screen readers. */
  readonly prefix?: ReactNode;
  readonly suffix?: ReactNode;
  readonly variant: string;
}

/** The labelled text box shared by the number, currency and masked inputs. */
export function InputField(props: InputFieldProps) {
  const ids = useFieldIds(props.id);
  const { hint, error } = props;
  return (
    <div className={cx('tx-field', `tx-${props.variant}`, error && 'tx-field--invalid', props.className)}>
      <FieldLabel ids={ids} label={props.label} required={props.required} />
      <div className="tx-input-group">
        {props.prefix ? (
          <span className="tx-input-group__affix" aria-hidden="true">
            {props.prefix}
          </span>
        ) : null}
        <input
          id={ids.control}
          className="tx-input"
          type={props.type}
          inputMode={props.inputMode}
          name={props.name}
          value={props.value}
          maxLength={props.maxLength}
          autoComplete={props.autoComplete ?? 'off'}
          placeholder={props.placeholder}
          readOnly={props.readOnly}
          disabled={props.disabled}
          aria-required={props.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          onChange={(e) => props.onText(e.target.value)}
          onBlur={props.onBlur}
        />
        {props.suffix ? (
          <span className="tx-input-group__affix" aria-hidden="true">
            {props.suffix}
          </span>
        ) : null}
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
