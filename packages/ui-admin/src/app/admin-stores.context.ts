import { createContext, useContext } from 'react';
import type { AdminStores } from './admin-stores';

export const AdminStoresContext = createContext<AdminStores | undefined>(undefined);

/** The app's stores in a view (provided once by the root). */
export const useAdminStores = (): AdminStores => {
  const stores = useContext(AdminStoresContext);
  if (!stores) throw new Error('useAdminStores outside AdminStoresContext');
  return stores;
};
