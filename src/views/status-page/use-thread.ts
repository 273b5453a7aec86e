/**
 * Loads a status page: the status (GET v1/statuses/{id}) and its thread with kmyblue references
 * (GET v1/statuses/{id}/context?with_reference=1), both into the store. Holds ids only.
 */
import { useCallback, useEffect, useState } from 'react';
import type { AppServices } from '../../services/app-services/app-services';
import { isNotFoundOrGone, reportError } from '../../services/errors';
import { importContext, importStatus } from '../../services/store';

export interface ThreadIds {
  ancestorIds: string[];
  descendantIds: string[];
  referenceIds: string[];
}

export type ContextState = { phase: 'loading' } | { phase: 'failed' } | ({ phase: 'ready' } & ThreadIds);

export type ThreadState =
  | { phase: 'loading' }
  /** 404 or 410: deleted, or not visible to this reader */
  | { phase: 'unavailable' }
  | { phase: 'failed' }
  | { phase: 'ready'; statusId: string; context: ContextState };

type ThreadServices = Pick<AppServices, 'api' | 'store' | 'alerts'>;

export function useThread({ api, store, alerts }: ThreadServices, statusId: string | undefined) {
  const [state, setState] = useState<ThreadState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!statusId) {
      setState({ phase: 'unavailable' });
      return;
    }
    const abort = new AbortController();
    const { signal } = abort;
    setState({ phase: 'loading' });
    const status = api.statuses.get(statusId, { signal });
    const context = api.statuses.context(statusId, { signal });
    // a context answer before the status waits for it, and a failed status leaves the context unused
    context.catch(() => {});
    status.then(
      (raw) => {
        if (signal.aborted) return;
        const id = importStatus(store, raw) ?? statusId;
        setState({ phase: 'ready', statusId: id, context: { phase: 'loading' } });
        context.then(
          (rawContext) => {
            if (signal.aborted) return;
            const ids = importContext(store, rawContext);
            setState({ phase: 'ready', statusId: id, context: { phase: 'ready', ...ids } });
          },
          (error: unknown) => {
            if (signal.aborted) return;
            reportError(alerts, error, { callId: 'statuses.context' });
            setState({ phase: 'ready', statusId: id, context: { phase: 'failed' } });
          },
        );
      },
      (error: unknown) => {
        if (signal.aborted) return;
        if (isNotFoundOrGone(error)) {
          setState({ phase: 'unavailable' });
          return;
        }
        reportError(alerts, error, { callId: 'statuses.get' });
        setState({ phase: 'failed' });
      },
    );
    return () => abort.abort();
  }, [api, store, alerts, statusId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
