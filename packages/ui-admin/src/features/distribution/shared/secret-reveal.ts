import { action, makeObservable, observable } from 'mobx';

/**
 * A secret the server answers once (a new partner key or webhook endpoint, a rotation): shown
 * until staff dismiss it, then forgotten; `copied` says the copy button worked.
 */
export class SecretReveal {
  shown: { readonly name: string; readonly secret: string } | null = null;
  copied = false;

  constructor() {
    makeObservable(this, {
      shown: observable.ref,
      copied: observable,
      revealed: action,
      copiedToClipboard: action,
      dismissed: action,
    });
  }

  revealed(name: string, secret: string): void {
    this.shown = { name, secret };
    this.copied = false;
  }

  copiedToClipboard(): void {
    this.copied = true;
  }

  dismissed(): void {
    this.shown = null;
    this.copied = false;
  }
}

/** Something whose removal (a key's revocation, an endpoint's deletion) waits for staff to confirm. */
export class Confirmation<T> {
  pending: T | null = null;

  constructor() {
    makeObservable(this, { pending: observable.ref, asked: action, cancelled: action, taken: action });
  }

  asked(item: T): void {
    this.pending = item;
  }

  cancelled(): void {
    this.pending = null;
  }

  /** The confirmed item (null when none was asked), the question closed. */
  taken(): T | null {
    const item = this.pending;
    this.pending = null;
    return item;
  }
}
