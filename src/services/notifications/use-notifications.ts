/**
 * Views' way to the account's notifications: the runtime (made on first use), a list's chart held as mounted
 * while the view shows it, and its snapshot.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useAppServices } from '../app-services/app-services';
import { notificationsOf } from './notifications-of';
import type { NotificationsRuntime } from './notifications-runtime';

export function useNotificationsRuntime(): NotificationsRuntime | null {
  const { api, store, alerts, streaming, me, server } = useAppServices();
  return useMemo(
    () => (me === null ? null : notificationsOf({ api, store, alerts, streaming, me, server })),
    [api, store, alerts, streaming, me, server],
  );
}

/**
 * The list of `filter` ('all' or a type), told it is shown while the calling view is mounted, with the
 * reader's request to ask for the first page again after it failed.
 */
export function useNotificationList(runtime: NotificationsRuntime, filter: string) {
  const actor = runtime.list(filter);
  useEffect(() => {
    const unmount = runtime.mount(filter);
    // a list opens at its top; the feed reports otherwise as soon as it restores a place further down
    runtime.scrolled(filter, true);
    return unmount;
  }, [runtime, filter]);
  const snapshot = useSelector(actor, (s) => s);
  const retry = useCallback(() => actor.send({ type: 'RETRY' }), [actor]);
  return { actor, snapshot, send: actor.send, retry };
}

/** The read marker's last read id (null before the server answered or when there is none). */
export function useLastReadId(runtime: NotificationsRuntime): string | null {
  return useSelector(runtime.marker, (s) => s.context.lastReadId);
}
