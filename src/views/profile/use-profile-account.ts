/**
 * Finds the account of a profile route by acct: at once from the store when it is already there, and from
 * the server (GET v1/accounts/lookup) in any case. Lookup failures raise no alert (spec 8); a 404 records
 * the acct as non-existent.
 */
import { useCallback, useEffect, useState } from 'react';
import type { AppServices } from '../../services/app-services/app-services';
import { isNotFound, reportError } from '../../services/errors';
import type { EntityStore } from '../../services/store';
import { importAccount } from '../../services/store';
import { forgetAccountMissing, isAccountMissing, markAccountMissing } from './missing-accounts';

export type ProfileLookup =
  | { phase: 'loading'; accountId: string | null }
  | { phase: 'ready'; accountId: string }
  | { phase: 'missing' }
  | { phase: 'failed'; accountId: string | null };

/** `alice` and `alice@this.server` name the same local account. */
export function sameAcct(stored: string, wanted: string, serverHost: string): boolean {
  const normalise = (acct: string) => {
    const lower = acct.toLowerCase();
    return lower.endsWith(`@${serverHost}`) ? lower.slice(0, -(serverHost.length + 1)) : lower;
  };
  return normalise(stored) === normalise(wanted);
}

export function hostOf(server: string): string {
  try {
    return new URL(server).host.toLowerCase();
  } catch {
    return '';
  }
}

function storedAccountId(store: EntityStore, acct: string, host: string): string | null {
  for (const account of store.getTable('accounts').values()) if (sameAcct(account.acct, acct, host)) return account.id;
  return null;
}

function initial(services: Pick<AppServices, 'server' | 'store'>, acct: string): ProfileLookup {
  if (isAccountMissing(services.server, acct)) return { phase: 'missing' };
  return { phase: 'loading', accountId: storedAccountId(services.store, acct, hostOf(services.server)) };
}

export function useProfileAccount(services: Pick<AppServices, 'api' | 'store' | 'alerts' | 'server'>, acct: string) {
  const { api, store, alerts, server } = services;
  const [state, setState] = useState<ProfileLookup>(() => initial(services, acct));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setState(initial({ server, store }, acct));
    if (acct === '') {
      setState({ phase: 'missing' });
      return;
    }
    api.accounts.lookup(acct, { signal: abort.signal }).then(
      (raw) => {
        if (abort.signal.aborted) return;
        const id = importAccount(store, raw);
        if (id === null) {
          setState({ phase: 'failed', accountId: null });
          return;
        }
        forgetAccountMissing(server, acct);
        setState({ phase: 'ready', accountId: id });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        reportError(alerts, error, { callId: 'accounts.lookup' });
        if (isNotFound(error)) {
          markAccountMissing(server, acct);
          setState({ phase: 'missing' });
        } else {
          setState({ phase: 'failed', accountId: storedAccountId(store, acct, hostOf(server)) });
        }
      },
    );
    return () => abort.abort();
  }, [api, store, alerts, server, acct, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
