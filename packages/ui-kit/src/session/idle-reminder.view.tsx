import { useRef } from 'react';
import { Modal } from '../modal/modal.view';
import type { IdleSessionState } from './idle-session.types';

export interface IdleReminderTexts {
  readonly title: string;
  /** The countdown line, e.g. (s) => `Your session ends in ${s} seconds.` */
  readonly countdown: (secondsLeft: number) => string;
  readonly refresh: string;
  /** The Cancel button (ends the session now); shown when onSignOut is given. */
  readonly signOut?: string;
  readonly timedOutTitle: string;
  readonly timedOut: string;
  readonly signInAgain: string;
}

export interface IdleReminderProps {
  readonly state: IdleSessionState;
  readonly texts: IdleReminderTexts;
  readonly onRefresh: () => void;
  readonly onSignInAgain: () => void;
  readonly onSignOut?: () => void;
}

/**
 * The idle-session reminder (spec 4.1): an alert dialog with the seconds left and Refresh; at 0 the
 * timed-out message replaces the countdown, with a sign-in-again button. Escape counts as Refresh, since
 * whoever presses it is at the keyboard.
 */
export function IdleReminder(props: IdleReminderProps) {
  const { state, texts } = props;
  const refresh = useRef<HTMLButtonElement>(null);
  const signIn = useRef<HTMLButtonElement>(null);
  if (state.status === 'reminding') {
    return (
      <Modal
        key="reminding"
        open
        role="alertdialog"
        size="small"
        title={texts.title}
        initialFocus={refresh}
        onClose={props.onRefresh}
        footer={
          <>
            {props.onSignOut && texts.signOut ? (
              <button type="button" className="tx-button tx-button--secondary" onClick={props.onSignOut}>
                {texts.signOut}
              </button>
            ) : null}
            <button
              ref={refresh}
              type="button"
              className="tx-button tx-button--primary"
              onClick={props.onRefresh}
            >
              {texts.refresh}
            </button>
          </>
        }
      >
        <p role="timer" className="tx-idle-reminder__countdown">
          {texts.countdown(state.secondsLeft)}
        </p>
      </Modal>
    );
  }
  if (state.status === 'timedOut') {
    return (
      <Modal
        key="timed-out"
        open
        role="alertdialog"
        size="small"
        title={texts.timedOutTitle}
        initialFocus={signIn}
        closeOnEscape={false}
        onClose={props.onSignInAgain}
        footer={
          <button
            ref={signIn}
            type="button"
            className="tx-button tx-button--primary"
            onClick={props.onSignInAgain}
          >
            {texts.signInAgain}
          </button>
        }
      >
        <p className="tx-idle-reminder__message">{texts.timedOut}</p>
      </Modal>
    );
  }
  return null;
}
