import type { PolicyMaintenanceService } from '@tripx/application';
import type { QueryAddress } from '../../platform/listing';
import { AttemptsStore } from './attempts/attempts.store';
import { CancellationStore } from './cancellation/cancellation.store';
import { EndorsementStore } from './endorsement/endorsement.store';
import { PolicyFileStore, type Notify } from './file/policy-file.store';
import { PolicySearchStore } from './search/policy-search.store';
import { pageNewCard } from './shared/new-card';
import type { PolicyTab } from './shared/policy-paths';

/** The stores of one policy's screen: its file, its cancellation and its endorsement. */
export interface PolicyFileStores {
  readonly file: PolicyFileStore;
  readonly cancellation: CancellationStore;
  readonly endorsement: EndorsementStore;
}

/** The policy screens' stores over one service, made afresh by each screen that opens. */
export interface PolicyStores {
  search(address?: QueryAddress): PolicySearchStore;
  attempts(address?: QueryAddress): AttemptsStore;
  policyFile(policyNumber: string, tab: PolicyTab, notify: Notify): PolicyFileStores;
}

export const composePolicyStores = (service: PolicyMaintenanceService): PolicyStores => ({
  search: (address) => new PolicySearchStore(service, address),
  attempts: (address) => new AttemptsStore(service, address),
  policyFile: (policyNumber, tab, notify) => {
    const file = new PolicyFileStore(service, policyNumber, notify);
    const newCard = pageNewCard();
    return {
      file,
      cancellation: new CancellationStore(service, notify, () => file.tabOpened(tab), newCard),
      endorsement: new EndorsementStore(service, policyNumber, notify, newCard),
    };
  },
});
