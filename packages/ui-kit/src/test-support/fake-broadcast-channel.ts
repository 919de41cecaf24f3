import type { BroadcastChannelLike } from '../session/session-tabs';

/**
 * Broadcast channels of one name in one browser: what one posts reaches every other open one later (not
 * within the post) as a structured clone; never itself, never after close. Open the channels of one
 * browser over one set: `new FakeBroadcastChannel(all)` for each tab.
 */
export class FakeBroadcastChannel implements BroadcastChannelLike {
  private readonly listeners = new Set<(event: MessageEvent) => void>();
  private closed = false;

  constructor(private readonly all: Set<FakeBroadcastChannel>) {
    all.add(this);
  }

  postMessage(message: unknown): void {
    if (this.closed) throw new Error('posted on a closed channel');
    for (const other of this.all)
      if (other !== this) queueMicrotask(() => other.deliver(structuredClone(message)));
  }

  addEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.delete(listener);
  }

  close(): void {
    this.closed = true;
    this.all.delete(this);
  }

  private deliver(data: unknown): void {
    if (!this.closed) for (const l of this.listeners) l(new MessageEvent('message', { data }));
  }
}
