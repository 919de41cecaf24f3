import { useSyncExternalStore } from 'react';
import type { IdleSessionState } from './idle-session.types';

interface StateSource {
  readonly subscribe: (listener: () => void) => () => void;
  readonly getState: () => IdleSessionState;
}

/** The controller's state in a React view; re-renders on each change (each second of the countdown). */
export const useIdleSession = (controller: StateSource): IdleSessionState =>
  useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
