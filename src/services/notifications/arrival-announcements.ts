/**
 * The latest message about live notifications for screen readers, per account: the notifications runtime puts
 * it here when its announcer chart says so, and the live region of the account in front reads it. Each message
 * has its own serial, so the same words told twice are told twice.
 */
import { useSyncExternalStore } from 'react';
import type { Announcement } from '../../machines/notification-announcer.machine';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';

export interface ArrivalAnnouncement extends Announcement {
  serial: number;
}

interface Channel {
  latest: ArrivalAnnouncement | null;
  listeners: Set<() => void>;
}

/** The account's channel, a part of its scope. */
const ARRIVALS = definePart<Channel>('arrival-announcements', (channel) => channel.listeners.clear());

const channelOf = (store: EntityStore): Channel =>
  store.scope.use(ARRIVALS, () => ({ latest: null, listeners: new Set() }));

export function announceArrivals(store: EntityStore, announcement: Announcement): void {
  // nothing is told for an account let go
  if (store.scope.disposed) return;
  const channel = channelOf(store);
  channel.latest = { ...announcement, serial: (channel.latest?.serial ?? 0) + 1 };
  channel.listeners.forEach((listener) => listener());
}

/** The latest message (null before the first). */
export function latestArrivalAnnouncement(store: EntityStore): ArrivalAnnouncement | null {
  return store.scope.peek(ARRIVALS)?.latest ?? null;
}

export function useArrivalAnnouncement(store: EntityStore): ArrivalAnnouncement | null {
  const channel = channelOf(store);
  return useSyncExternalStore(
    (listener) => {
      channel.listeners.add(listener);
      return () => channel.listeners.delete(listener);
    },
    () => channel.latest,
  );
}
