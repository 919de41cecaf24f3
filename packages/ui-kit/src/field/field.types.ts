/** What every labelled form control takes: strings are already translated by the app. */
export interface FieldBaseProps {
  /** Visible label. */
  readonly label: string;
  /** Help text under the control, read with it by screen readers. */
  readonly hint?: string;
  /** The translated error message; the control is marked invalid while it is set. */
  readonly error?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** The element id; one is generated when it is left out. */
  readonly id?: string;
  readonly className?: string;
}

/** An option of a group or a list. */
export interface Option<V extends string = string> {
  readonly value: V;
  readonly label: string;
  readonly disabled?: boolean;
  /** A line of help under the option's label. */
  readonly hint?: string;
}
