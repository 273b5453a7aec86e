/**
 * Renders its children inside the services of the signed-in account `account` (the current one's as they are;
 * another one's from the session), or `fallback` when that account is not signed in here. Inside another
 * account's scope every navigation (its links, its posts, its keys) opens the page as that account
 * (services/deck/account-navigation.ts).
 */
import { useMemo, type ReactNode } from 'react';
import { AppServicesProvider, useAppServices } from '../../services/app-services/app-services';
import { servicesInScope } from '../../services/deck/account-navigation';
import { useDeckStorage } from '../../services/deck/deck-storage-context';
import { ScopedNavigateContext } from '../../services/deck/scoped-navigate-context';
import { EntityStoreProvider } from '../../services/store';

export function AccountScope({
  account,
  fallback = null,
  children,
}: {
  account: string;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const base = useAppServices();
  const decks = useDeckStorage();
  const services = useMemo(() => servicesInScope(base, account, decks), [base, account, decks]);
  if (services === null) return fallback;
  return (
    <AppServicesProvider value={services}>
      <ScopedNavigateContext value={services === base ? null : services.navigate}>
        <EntityStoreProvider store={services.store}>{children}</EntityStoreProvider>
      </ScopedNavigateContext>
    </AppServicesProvider>
  );
}
