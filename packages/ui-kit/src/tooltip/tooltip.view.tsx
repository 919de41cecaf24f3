import { useEffect, useId, useState } from 'react';
import { cx } from '../shared/class-names';

export interface TooltipProps {
  /** The accessible name of the trigger button, e.g. "About the deductible". */
  readonly label: string;
  /** The text of the bubble (at most 200px wide). */
  readonly text: string;
  readonly className?: string;
}

/**
 * An info button whose bubble shows on hover, on focus and on tap, and hides on Escape, blur or when the
 * pointer leaves. The bubble describes the button, so its text is read on focus.
 */
export function Tooltip(props: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return undefined;
    // Escape dismisses the bubble wherever the focus is (WCAG 1.4.13).
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <span
      className={cx('tx-tooltip', props.className)}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        className="tx-tooltip__trigger"
        aria-label={props.label}
        aria-describedby={`${id}-bubble`}
        aria-expanded={open}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">i</span>
      </button>
      <span id={`${id}-bubble`} role="tooltip" className="tx-tooltip__bubble" hidden={!open}>
        {props.text}
      </span>
    </span>
  );
}
