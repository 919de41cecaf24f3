import { reaction } from 'mobx';
import { useEffect } from 'react';
import type { QueryAddress } from './listing';

/**
 * Opens a listing from the address's query, then again each time the query changes (Back, a shared
 * link, a menu link): the store's `opened` lists only when the query is not the one it last wrote.
 * Only the list's own path counts: leaving it (to a form, a policy) changes the address before the
 * screen is gone, and that address's query is not the list's.
 */
export const useAddressedList = (
  address: Pick<QueryAddress, 'query'> & { readonly path: string },
  store: { opened(query: Readonly<Record<string, string>>): Promise<void> },
): void =>
  useEffect(() => {
    const listPath = address.path;
    return reaction(
      () => (address.path === listPath ? address.query : undefined),
      (query) => {
        if (query) void store.opened(query);
      },
      { fireImmediately: true },
    );
  }, [store, address]);
