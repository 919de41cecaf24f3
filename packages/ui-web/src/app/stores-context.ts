import { createContext, use, useContext } from 'react';
import type { Stores } from './compose-stores';
import type { LaterStores } from './later-stores';

export const StoresContext = createContext<Stores | undefined>(undefined);

/** The app's stores in a view (provided once by the root). */
export const useStores = (): Stores => {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores outside StoresContext');
  return stores;
};

/** The later steps' stores; the view suspends (inside a Suspense) until their code is loaded. */
export const useLaterStores = (): LaterStores => {
  const { deferred } = useStores();
  return deferred.later ?? use(deferred.loadLater());
};
