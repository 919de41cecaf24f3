import { buildDateOfBirth, numberInputChanged, type DateOfBirthResult } from '@tripx/domain';
import { cx } from '../shared/class-names';
import type { FieldBaseProps } from '../field/field.types';
import { useFieldIds } from '../field/field-ids';
import { ChoiceGroup } from '../field/choice-group.view';

export interface DateOfBirthParts {
  readonly day: string;
  readonly month: string;
  readonly year: string;
}

export interface DateOfBirthInputProps extends Omit<FieldBaseProps, 'label'> {
  readonly legend: string;
  readonly labels: { readonly day: string; readonly month: string; readonly year: string };
  readonly value: DateOfBirthParts;
  /** The parts as typed, and what the domain builds of them: MM-DD-YYYY or required / invalid_date. */
  readonly onChange: (parts: DateOfBirthParts, built: DateOfBirthResult) => void;
  readonly onBlur?: () => void;
}

const PARTS = [
  { key: 'day', digits: 2, autoComplete: 'bday-day' },
  { key: 'month', digits: 2, autoComplete: 'bday-month' },
  { key: 'year', digits: 4, autoComplete: 'bday-year' },
] as const;

/** Day, month and year boxes under one legend (spec 5.2); the error describes the whole group. */
export function DateOfBirthInput(props: DateOfBirthInputProps) {
  const ids = useFieldIds(props.id);
  const changed = (key: keyof DateOfBirthParts, text: string, digits: number) => {
    const next = {
      ...props.value,
      [key]: numberInputChanged(text, { zeroAllowed: true, maxLength: digits }),
    };
    props.onChange(next, buildDateOfBirth(next.day, next.month, next.year));
  };
  return (
    <ChoiceGroup
      ids={ids}
      legend={props.legend}
      hint={props.hint}
      error={props.error}
      required={props.required}
      inline
      className={cx('tx-date-of-birth', props.className)}
    >
      {PARTS.map((p) => (
        <div key={p.key} className={`tx-date-of-birth__part tx-date-of-birth__part--${p.key}`}>
          <label htmlFor={`${ids.control}-${p.key}`} className="tx-date-of-birth__label">
            {props.labels[p.key]}
          </label>
          <input
            id={`${ids.control}-${p.key}`}
            className="tx-input"
            type="text"
            inputMode="numeric"
            autoComplete={p.autoComplete}
            maxLength={p.digits}
            value={props.value[p.key]}
            disabled={props.disabled}
            aria-required={props.required || undefined}
            aria-invalid={props.error ? true : undefined}
            onChange={(e) => changed(p.key, e.target.value, p.digits)}
            onBlur={props.onBlur}
          />
        </div>
      ))}
    </ChoiceGroup>
  );
}
