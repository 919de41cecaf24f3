import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '@tripx/domain';
import { cx } from '../shared/class-names';

export type ToastKind = 'success' | 'info' | 'error';

export interface ToastMessage {
  readonly id: string;
  readonly kind: ToastKind;
  readonly message: string;
}

export interface ToastRegionProps {
  readonly toasts: readonly ToastMessage[];
  /** Called when a toast times out or its close button is pressed; the app removes it from its list. */
  readonly onDismiss: (id: string) => void;
  readonly dismissLabel: string;
  /** Names the region that holds the toasts, e.g. "Notifications". */
  readonly label: string;
  readonly timeoutMs?: number;
}

/**
 * Toasts at the bottom right (spec 2.8). Each one leaves after 5 s, but not while the pointer or the focus
 * is on it, so that a reader can take the time they need (WCAG 2.2.1).
 */
export function ToastRegion(props: ToastRegionProps) {
  return (
    <section aria-label={props.label} className="tx-toast-region">
      <div className="tx-toast-region__polite" role="status" aria-live="polite">
        {props.toasts
          .filter((t) => t.kind !== 'error')
          .map((t) => (
            <Toast key={t.id} toast={t} {...props} />
          ))}
      </div>
      <div className="tx-toast-region__assertive" role="alert">
        {props.toasts
          .filter((t) => t.kind === 'error')
          .map((t) => (
            <Toast key={t.id} toast={t} {...props} />
          ))}
      </div>
    </section>
  );
}

function Toast({ toast, onDismiss, dismissLabel, timeoutMs }: ToastRegionProps & { toast: ToastMessage }) {
  const [held, setHeld] = useState(false);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    if (held) return undefined;
    const timer = setTimeout(() => dismiss.current(toast.id), timeoutMs ?? LIMITS.toastTimeoutMs);
    return () => clearTimeout(timer);
  }, [held, toast.id, timeoutMs]);
  return (
    <div
      className={cx('tx-toast', `tx-toast--${toast.kind}`)}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p className="tx-toast__message">{toast.message}</p>
      <button
        type="button"
        className="tx-toast__close"
        aria-label={dismissLabel}
        onClick={() => dismiss.current(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
