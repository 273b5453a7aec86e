/**
 * The current account's client settings for views (client-settings.ts), re-rendering when they change. Signed
 * out there are none: trends are shown, and the screen offers only what this device keeps (device-settings.ts).
 */
import { useSyncExternalStore } from 'react';
import { useAppServices } from '../app-services/app-services';
import { accountKey } from '../auth/account-profile';
import { clientSettingsOf, type ClientSettingsSnapshot, type ClientSettingsStore } from './client-settings';

/** The signed-in account's store; null when reading signed out. */
export function useClientSettingsStore(): ClientSettingsStore | null {
  const { server, me, api, store } = useAppServices();
  return me === null ? null : clientSettingsOf(accountKey(server, me), { api, store });
}

const nothing = () => () => {};
const none = () => null;

/** The store's settings as they are now (null signed out). */
export function useClientSettings(store: ClientSettingsStore | null): ClientSettingsSnapshot | null {
  return useSyncExternalStore(store?.subscribe ?? nothing, store?.get ?? none, store?.get ?? none);
}

/** Whether Explore offers trends: the reader's setting when signed in, always signed out. */
export function useTrendsShown(): boolean {
  return useClientSettings(useClientSettingsStore())?.trendsShown ?? true;
}
