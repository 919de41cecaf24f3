import type { AttemptPageView, AttemptSearchQuery, PolicyMaintenanceService } from '@tripx/application';
import { isCalendarDate, LIMITS } from '@tripx/domain';
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { failureKey } from '../shared/failure';
import { pageCount } from '../search/policy-search.store';

export const ATTEMPT_STATUS_FILTERS = ['ALL', 'DECLINED', 'ABANDONED'] as const;
export type AttemptStatusFilter = (typeof ATTEMPT_STATUS_FILTERS)[number];

/**
 * Declined and abandoned purchases (issue 17 item 6): not policies, a list to follow up from, newest
 * first, filtered by how they ended and the Toronto days they were made on; the server scopes it.
 */
export class AttemptsStore {
  status: AttemptStatusFilter = 'ALL';
  from = '';
  to = '';
  result: AttemptPageView | undefined = undefined;
  loading = false;
  errorKey: string | undefined = undefined;

  constructor(private readonly service: Pick<PolicyMaintenanceService, 'attempts'>) {
    makeObservable(this, {
      status: observable,
      from: observable,
      to: observable,
      result: observable.ref,
      loading: observable,
      errorKey: observable,
      invalidDates: computed,
      pages: computed,
      statusChosen: action,
      dateChanged: action,
    });
  }

  /** Period fields that are filled but not a calendar date: the list waits for them. */
  get invalidDates(): readonly ('from' | 'to')[] {
    return (['from', 'to'] as const).filter((f) => this[f].trim() !== '' && !isCalendarDate(this[f].trim()));
  }

  get pages(): number {
    return this.result ? pageCount(this.result.total, this.result.pageSize) : 0;
  }

  statusChosen(status: AttemptStatusFilter): void {
    this.status = status;
  }

  dateChanged(field: 'from' | 'to', value: string): void {
    this[field] = value;
  }

  load(page = 1): Promise<void> {
    return this.loaded(Math.min(Math.max(1, page), this.pages || 1));
  }

  private criteria(page: number): AttemptSearchQuery {
    const from = this.from.trim();
    const to = this.to.trim();
    return {
      ...(this.status === 'ALL' ? {} : { status: this.status }),
      ...(from === '' ? {} : { from: from as AttemptSearchQuery['from'] }),
      ...(to === '' ? {} : { to: to as AttemptSearchQuery['to'] }),
      offset: (page - 1) * LIMITS.pageSize,
      limit: LIMITS.pageSize,
    };
  }

  private async loaded(page: number): Promise<void> {
    if (this.invalidDates.length > 0) return;
    runInAction(() => {
      this.loading = true;
      this.errorKey = undefined;
    });
    const r = await this.service.attempts(this.criteria(page));
    runInAction(() => {
      this.loading = false;
      if (r.ok) this.result = r.value;
      else this.errorKey = failureKey(r);
    });
  }
}
