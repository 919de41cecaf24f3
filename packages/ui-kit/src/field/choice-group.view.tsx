import type { ReactNode } from 'react';
import { cx } from '../shared/class-names';
import type { FieldIds } from './field-ids';
import { describedBy } from './field-ids';
import { FieldMessages } from './field-messages.view';

interface ChoiceGroupProps {
  readonly ids: FieldIds;
  readonly legend: string;
  readonly hint?: string;
  readonly error?: string;
  readonly required?: boolean;
  readonly role?: 'radiogroup';
  /** Side by side on wide screens; the stylesheet stacks them below 575px anyway. */
  readonly inline?: boolean;
  readonly className?: string;
  readonly children: ReactNode;
}

/** A fieldset whose legend names the group, with the hint and the error read as its description. */
export function ChoiceGroup(props: ChoiceGroupProps) {
  const { ids, hint, error } = props;
  return (
    <fieldset
      id={ids.control}
      role={props.role}
      className={cx(
        'tx-choice-group',
        props.inline && 'tx-choice-group--inline',
        error && 'tx-field--invalid',
        props.className,
      )}
      aria-describedby={describedBy(ids, hint, error)}
      aria-invalid={error ? true : undefined}
      aria-required={props.role === 'radiogroup' && props.required ? true : undefined}
    >
      <legend id={ids.label} className="tx-field__label">
        {props.legend}
        {props.required ? (
          <span className="tx-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </legend>
      <div className="tx-choice-group__options">{props.children}</div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </fieldset>
  );
}
