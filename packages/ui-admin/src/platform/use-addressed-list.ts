import { reaction } from 'mobx';
import { useEffect } from 'react';
import type { QueryAddress } from './listing';

/**
 * Opens a listing from the address's query, then again each time the query changes (Back, a shared
 * link, a menu link): the store's `opened` lists only when the query is not the one it last wrote.
 */
export const useAddressedList = (
  address: Pick<QueryAddress, 'query'>,
  store: { opened(query: Readonly<Record<string, string>>): Promise<void> },
): void =>
  useEffect(
    () =>
      reaction(
        () => address.query,
        (query) => void store.opened(query),
        { fireImmediately: true },
      ),
    [store, address],
  );
