import type { FieldBaseProps, Option } from '../field/field.types';
import { useFieldIds } from '../field/field-ids';
import { ChoiceGroup } from '../field/choice-group.view';

export interface CheckboxGroupProps<V extends string> extends Omit<FieldBaseProps, 'label'> {
  /** The group's visible name (its legend). */
  readonly legend: string;
  readonly options: readonly Option<V>[];
  readonly value: readonly V[];
  /** The checked values, in the order of the options. */
  readonly onChange: (value: V[]) => void;
  readonly onBlur?: () => void;
  readonly inline?: boolean;
  readonly name?: string;
}

/** Several native checkboxes under one legend: Space toggles, Tab moves from box to box. */
export function CheckboxGroup<V extends string>(props: CheckboxGroupProps<V>) {
  const ids = useFieldIds(props.id);
  const toggled = (v: V, on: boolean) =>
    props.onChange(props.options.map((o) => o.value).filter((x) => (x === v ? on : props.value.includes(x))));
  return (
    <ChoiceGroup
      ids={ids}
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
              type="checkbox"
              name={props.name}
              value={o.value}
              checked={props.value.includes(o.value)}
              disabled={props.disabled || o.disabled}
              aria-describedby={o.hint ? `${optionId}-hint` : undefined}
              onChange={(e) => toggled(o.value, e.target.checked)}
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
