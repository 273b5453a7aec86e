/** Signed in, a profile asks for the relationship with its account (spec 6: only a logged-in user may). */
import { useEffect } from 'react';
import type { AppServices } from '../../services/app-services/app-services';
import { reportError } from '../../services/errors';
import { importRelationships } from '../../services/store';

export function useRelationshipFetch(services: Pick<AppServices, 'api' | 'store' | 'alerts' | 'me'>, accountId: string | null): void {
  const { api, store, alerts, me } = services;
  useEffect(() => {
    if (me === null || accountId === null || accountId === me) return;
    const abort = new AbortController();
    api.accounts.relationships([accountId], { signal: abort.signal }).then(
      (raws) => { if (!abort.signal.aborted) importRelationships(store, raws); },
      (error: unknown) => { if (!abort.signal.aborted) reportError(alerts, error, { callId: 'accounts.relationships' }); },
    );
    return () => abort.abort();
  }, [api, store, alerts, me, accountId]);
}
