import { textAreaCount, truncateToMaxLength } from '@tripx/domain';
import { cx } from '../shared/class-names';
import type { FieldBaseProps } from '../field/field.types';
import { describedBy, useFieldIds } from '../field/field-ids';
import { FieldLabel, FieldMessages } from '../field/field-messages.view';

export interface TextAreaProps extends FieldBaseProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  /** Characters allowed at most (counted as the database counts them); longer text is cut. */
  readonly maxLength?: number;
  /** The counter under the box, e.g. (remaining, max) => `${remaining} characters left`; needs maxLength. */
  readonly countText?: (remaining: number, max: number) => string;
  readonly rows?: number;
  readonly name?: string;
  readonly readOnly?: boolean;
}

/** A labelled multi-line field with an optional maximum length and a counter read with the field. */
export function TextArea(props: TextAreaProps) {
  const ids = useFieldIds(props.id);
  const { hint, error, maxLength } = props;
  const countId = `${ids.control}-count`;
  const countText = maxLength === undefined ? undefined : props.countText;
  const { remaining } = textAreaCount(props.value, maxLength);
  return (
    <div className={cx('tx-field', 'tx-text-area', error && 'tx-field--invalid', props.className)}>
      <FieldLabel ids={ids} label={props.label} required={props.required} />
      <textarea
        id={ids.control}
        className="tx-input tx-text-area__input"
        name={props.name}
        rows={props.rows ?? 4}
        value={props.value}
        readOnly={props.readOnly}
        disabled={props.disabled}
        aria-required={props.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error, countText ? countId : undefined)}
        onChange={(e) =>
          props.onChange(
            maxLength === undefined ? e.target.value : truncateToMaxLength(e.target.value, maxLength),
          )
        }
        onBlur={props.onBlur}
      />
      {countText && maxLength !== undefined && remaining !== undefined ? (
        <p id={countId} className={cx('tx-text-area__count', remaining === 0 && 'tx-text-area__count--full')}>
          {countText(remaining, maxLength)}
        </p>
      ) : null}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
