import type { ToastKind, ToastMessage } from '@tripx/ui-kit';
import { action, makeObservable, observable } from 'mobx';

/** Toasts of the app (spec 2.8: bottom right, 5 s; the ui-kit region times them out). */
export class ToastStore {
  toasts: readonly ToastMessage[] = [];
  #next = 0;

  constructor() {
    makeObservable(this, { toasts: observable.ref, show: action, dismiss: action });
  }

  show(kind: ToastKind, message: string): void {
    this.#next += 1;
    this.toasts = [...this.toasts, { id: `t${this.#next}`, kind, message }];
  }

  dismiss(id: string): void {
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }
}
