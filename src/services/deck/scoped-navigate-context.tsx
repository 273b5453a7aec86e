/**
 * The navigate of the account scope around a link (a deck column of an account other than the current one:
 * account-navigation.ts), for links that do not go through AppServices.navigate (the router's own link clicks);
 * null outside such a scope, where those links navigate as usual.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { AppServices } from '../app-services/app-services';

const ScopedNavigateContext = createContext<AppServices['navigate'] | null>(null);

export function ScopedNavigateProvider({
  value,
  children,
}: {
  value: AppServices['navigate'] | null;
  children: ReactNode;
}) {
  return <ScopedNavigateContext.Provider value={value}>{children}</ScopedNavigateContext.Provider>;
}

export function useScopedNavigate(): AppServices['navigate'] | null {
  return useContext(ScopedNavigateContext);
}
