import { filter, fromEvent, map, share, type Observable } from 'rxjs';

/** What one tab tells the others of the session they share (one cookie, one server session). */
export type SessionTabMessage =
  /** The server moved the session's expiry (epoch ms): a keep-alive or Refresh in that tab. */
  | { readonly kind: 'extended'; readonly expiresAt: number }
  /** That tab ended the session: timed out, or signed out (Cancel or the menu's sign-out). */
  | { readonly kind: 'ended'; readonly status: 'timedOut' | 'ended' };

/** The other tabs of the same app: what they say, and a way to tell them. */
export interface SessionTabs {
  readonly messages: Observable<SessionTabMessage>;
  post(message: SessionTabMessage): void;
  close(): void;
}

/** The part of `BroadcastChannel` used here (tests pass a fake pair). */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * A message from another tab, checked: another tab may run an older build of the app; what it says that
 * this build does not know is dropped.
 */
export const sessionTabMessage = (data: unknown): SessionTabMessage | undefined => {
  if (!isRecord(data)) return undefined;
  if (
    data['kind'] === 'extended' &&
    typeof data['expiresAt'] === 'number' &&
    Number.isFinite(data['expiresAt'])
  )
    return { kind: 'extended', expiresAt: data['expiresAt'] };
  if (data['kind'] === 'ended' && (data['status'] === 'timedOut' || data['status'] === 'ended'))
    return { kind: 'ended', status: data['status'] };
  return undefined;
};

/** The session's messages over a broadcast channel (every tab of one origin that opened the same name). */
export const sessionTabs = (channel: BroadcastChannelLike): SessionTabs => ({
  messages: fromEvent<MessageEvent>(channel, 'message').pipe(
    map((e) => sessionTabMessage(e.data)),
    filter((m): m is SessionTabMessage => m !== undefined),
    share(),
  ),
  post: (message) => channel.postMessage(message),
  close: () => channel.close(),
});

/** The browser's channel of this name, or undefined where there is no BroadcastChannel (one tab then). */
export const browserSessionTabs = (
  name: string,
  scope: { readonly BroadcastChannel?: typeof BroadcastChannel } = globalThis,
): SessionTabs | undefined =>
  scope.BroadcastChannel ? sessionTabs(new scope.BroadcastChannel(name)) : undefined;
