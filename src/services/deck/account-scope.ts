/**
 * A deck column may belong to any signed-in account: its subtree reads that account's services (its server, API,
 * entity store, streaming, timelines, status actions, `me`), while the session, the alerts and the layout stay the
 * page's. The other account's services come from the session (`servicesOf`). Its navigation opens pages as that
 * account (account-navigation.ts).
 */
import type { AppServices } from '../app-services/app-services';
import type { StoredAccount } from '../../domain/auth/auth-types';

/** The services of `account` as its column's subtree reads them; null when it is not signed in here. */
export function servicesOfAccount(base: AppServices, account: string): AppServices | null {
  const { session } = base;
  if (session.current?.key === account) return base;
  const stored: StoredAccount | undefined = session.accounts.find((a) => a.key === account);
  const own = stored === undefined ? null : (session.servicesOf?.(account) ?? null);
  if (stored === undefined || own === null) return null;
  return {
    ...base,
    server: stored.server,
    api: own.api,
    store: own.store,
    streaming: own.streaming,
    timelines: own.timelines,
    statusActions: own.statusActions,
    me: stored.accountId,
  };
}

/** The server origin an account key names (`${server}|${accountId}`). */
export function serverOfAccountKey(account: string): string {
  const bar = account.lastIndexOf('|');
  return bar === -1 ? account : account.slice(0, bar);
}
