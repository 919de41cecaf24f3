/**
 * A consent the buyer ticks (the Bill 96 consent, the legal terms): the organization's wording as the
 * label, its error under it once shown.
 */
export function ConsentCheck(props: {
  readonly id: string;
  readonly checked: boolean;
  readonly label: string;
  readonly error: string | undefined;
  readonly onChange: (checked: boolean) => void;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className="tx-choice flow-consent">
      <input
        id={props.id}
        className="tx-choice__input"
        type="checkbox"
        checked={props.checked}
        aria-describedby={errorId}
        aria-invalid={props.error ? true : undefined}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <label htmlFor={props.id} className="tx-choice__label">
        {props.label}
      </label>
      <p id={errorId} className="tx-field__error" aria-live="polite">
        {props.error ?? ''}
      </p>
    </div>
  );
}
