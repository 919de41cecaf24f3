import { cx } from '../shared/class-names';
import { useFieldIds } from '../field/field-ids';

export interface ToggleProps {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly disabled?: boolean;
  /** A text beside the label that opens a modal with details (e.g. an add-on's terms). */
  readonly modalLinkLabel?: string;
  readonly onModalLinkClick?: () => void;
  /** Words for the on and off states shown next to the switch; the state is announced by role anyway. */
  readonly onText?: string;
  readonly offText?: string;
  readonly id?: string;
  readonly className?: string;
}

/** An on/off switch (role switch) named by its visible label; Space and Enter flip it. */
export function Toggle(props: ToggleProps) {
  const ids = useFieldIds(props.id);
  const stateText = props.checked ? props.onText : props.offText;
  return (
    <div className={cx('tx-toggle', props.checked && 'tx-toggle--on', props.className)}>
      <button
        type="button"
        id={ids.control}
        role="switch"
        className="tx-toggle__switch"
        aria-checked={props.checked}
        aria-labelledby={ids.label}
        disabled={props.disabled}
        onClick={() => props.onChange(!props.checked)}
      >
        <span className="tx-toggle__thumb" aria-hidden="true" />
      </button>
      <span id={ids.label} className="tx-toggle__label">
        {props.label}
      </span>
      {stateText ? (
        <span className="tx-toggle__state" aria-hidden="true">
          {stateText}
        </span>
      ) : null}
      {props.modalLinkLabel && props.onModalLinkClick ? (
        <button type="button" className="tx-link-button tx-toggle__link" onClick={props.onModalLinkClick}>
          {props.modalLinkLabel}
        </button>
      ) : null}
    </div>
  );
}
