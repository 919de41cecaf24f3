import type { ApiFailure } from '@tripx/application';

/** A route's data call that failed (offline, the server's error): its error page words it by `failure`. */
export class CallFailed extends Error {
  constructor(readonly failure: ApiFailure) {
    super(`call failed: ${failure.code}`);
    this.name = 'CallFailed';
  }
}
