import type { FieldIds } from './field-ids';

interface FieldMessagesProps {
  readonly ids: FieldIds;
  readonly hint?: string;
  readonly error?: string;
}

/**
 * The hint and the error under a control. The error paragraph is always in the page, empty when there is
 * no error, so that a live region already exists when a message arrives and screen readers announce it.
 */
export function FieldMessages({ ids, hint, error }: FieldMessagesProps) {
  return (
    <>
      {hint ? (
        <p id={ids.hint} className="tx-field__hint">
          {hint}
        </p>
      ) : null}
      <p id={ids.error} className="tx-field__error" aria-live="polite">
        {error ?? ''}
      </p>
    </>
  );
}

interface FieldLabelProps {
  readonly ids: FieldIds;
  readonly label: string;
  readonly required?: boolean;
}

/** A visible label; the required mark is decoration, the control itself carries aria-required. */
export function FieldLabel({ ids, label, required }: FieldLabelProps) {
  return (
    <label id={ids.label} htmlFor={ids.control} className="tx-field__label">
      {label}
      {required ? (
        <span className="tx-field__required" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </label>
  );
}
