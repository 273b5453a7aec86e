/**
 * Renders its children inside the services of the signed-in account `account` (the current one's as they are;
 * another one's from the session), or `fallback` when that account is not signed in here.
 */
import { useMemo, type ReactNode } from 'react';
import { AppServicesProvider, useAppServices } from '../../services/app-services/app-services';
import { servicesOfAccount } from '../../services/deck/account-scope';
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
  const services = useMemo(() => servicesOfAccount(base, account), [base, account]);
  if (services === null) return fallback;
  return (
    <AppServicesProvider value={services}>
      <EntityStoreProvider store={services.store}>{children}</EntityStoreProvider>
    </AppServicesProvider>
  );
}
