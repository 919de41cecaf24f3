import { createContext, useContext } from 'react';
import type { Stores } from './compose-stores';

export const StoresContext = createContext<Stores | undefined>(undefined);

/** The app's stores in a view (provided once by the root). */
export const useStores = (): Stores => {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores outside StoresContext');
  return stores;
};
