/**
 * The navigate of the account scope around a link (a deck column of an account other than the current one:
 * account-navigation.ts), for links that do not go through AppServices.navigate (the router's own link clicks);
 * null outside such a scope, where those links navigate as usual.
 */
import { createContext, useContext } from 'react';
import type { AppServices } from '../app-services/app-services';

/** Its provider is the context itself (`<ScopedNavigateContext value={navigate}>`), in AccountScope.tsx. */
export const ScopedNavigateContext = createContext<AppServices['navigate'] | null>(null);

export function useScopedNavigate(): AppServices['navigate'] | null {
  return useContext(ScopedNavigateContext);
}
