import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../shared/class-names';
import { focusableIn, hideSiblings, trapTab } from './focus-trap';

export interface ModalProps {
  readonly open: boolean;
  /** The visible title, which also names the dialog. */
  readonly title: string;
  readonly children: ReactNode;
  /** Buttons at the bottom (the app's actions). */
  readonly footer?: ReactNode;
  /** Escape, the close button and (when allowed) a backdrop click call it. */
  readonly onClose: () => void;
  /** Shows an × button with this accessible name. */
  readonly closeLabel?: string;
  /** Where the focus goes on open; the first focusable element otherwise. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  readonly closeOnEscape?: boolean;
  readonly closeOnBackdrop?: boolean;
  /** role alertdialog for a message that needs an answer (the idle reminder). */
  readonly role?: 'dialog' | 'alertdialog';
  readonly size?: 'small' | 'medium' | 'large';
  readonly className?: string;
}

/**
 * A modal dialog rendered at the end of body: the rest of the page is inert while it is open, Tab stays
 * inside, Escape closes, and the focus goes back to where it was when it closes.
 */
export function Modal(props: ModalProps) {
  return props.open ? createPortal(<OpenModal {...props} />, document.body) : null;
}

function OpenModal(props: ModalProps) {
  const id = useId();
  const layer = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;
  const { initialFocus } = props;

  useEffect(() => {
    const root = dialog.current;
    const keep = layer.current;
    if (!root || !keep) return undefined;
    const before = root.ownerDocument.activeElement as HTMLElement | null;
    const restore = hideSiblings(keep);
    (initialFocus?.current ?? focusableIn(root)[0] ?? root).focus();
    return () => {
      restore();
      if (before && before.isConnected) before.focus();
    };
  }, [initialFocus]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && props.closeOnEscape !== false) {
      e.stopPropagation();
      onClose.current();
      return;
    }
    if (dialog.current) trapTab(e, dialog.current);
  };

  return (
    <div
      ref={layer}
      className="tx-modal__backdrop"
      onMouseDown={(e) => {
        if (props.closeOnBackdrop && e.target === e.currentTarget) onClose.current();
      }}
    >
      <div
        ref={dialog}
        role={props.role ?? 'dialog'}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        className={cx('tx-modal', `tx-modal--${props.size ?? 'medium'}`, props.className)}
        onKeyDown={onKeyDown}
      >
        <div className="tx-modal__header">
          <h2 id={`${id}-title`} className="tx-modal__title">
            {props.title}
          </h2>
          {props.closeLabel ? (
            <button
              type="button"
              className="tx-modal__close"
              aria-label={props.closeLabel}
              onClick={() => onClose.current()}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        <div className="tx-modal__body">{props.children}</div>
        {props.footer ? <div className="tx-modal__footer">{props.footer}</div> : null}
      </div>
    </div>
  );
}
