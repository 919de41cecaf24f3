import type { FieldBaseProps, Option } from '../field/field.types';
import { useFieldIds } from '../field/field-ids';
import { ChoiceGroup } from '../field/choice-group.view';

export interface RadioGroupProps<V extends string> extends Omit<FieldBaseProps, 'label'> {
  readonly legend: string;
  readonly options: readonly Option<V>[];
  /** The chosen value; undefined or '' when nothing is chosen yet. */
  readonly value: V | '' | undefined;
  readonly onChange: (value: V) => void;
  readonly onBlur?: () => void;
  readonly inline?: boolean;
  /** Groups native radios for the browser's arrow-key behaviour; generated when left out. */
  readonly name?: string;
}

/** Native radios in a radiogroup: Tab enters the group, the arrow keys move and choose. */
export function RadioGroup<V extends string>(props: RadioGroupProps<V>) {
  const ids = useFieldIds(props.id);
  const name = props.name ?? ids.control;
  return (
    <ChoiceGroup
      ids={ids}
      role="radiogroup"
      legend={props.legend}
      hint={props.hint}
      error={props.error}
      required={props.required}
      inline={props.inline}
      className={props.className}
    >
      {props.options.map((o, i) => {
        const optionId = `${ids.control}-${i}`;
        return (
          <div key={o.value} className="tx-choice">
            <input
              id={optionId}
              className="tx-choice__input"
              type="radio"
              name={name}
              value={o.value}
              checked={props.value === o.value}
              disabled={props.disabled || o.disabled}
              aria-describedby={o.hint ? `${optionId}-hint` : undefined}
              onChange={() => props.onChange(o.value)}
              onBlur={props.onBlur}
            />
            <label htmlFor={optionId} className="tx-choice__label">
              {o.label}
            </label>
            {o.hint ? (
              <p id={`${optionId}-hint`} className="tx-choice__hint">
                {o.hint}
              </p>
            ) : null}
          </div>
        );
      })}
    </ChoiceGroup>
  );
}
