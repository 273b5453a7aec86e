/**
 * The latest message about live notifications for screen readers, per account: the notifications runtime puts
 * it here when its announcer chart says so, and the live region of the account in front reads it. Each message
 * has its own serial, so the same words told twice are told twice.
 */
import { useSyncExternalStore } from 'react';
import type { Announcement } from '../../machines/notification-announcer.machine';
import type { EntityStore } from '../store';

export interface ArrivalAnnouncement extends Announcement {
  serial: number;
}

const channels = new WeakMap<EntityStore, { latest: ArrivalAnnouncement | null; listeners: Set<() => void> }>();

function channelOf(store: EntityStore) {
  let channel = channels.get(store);
  if (!channel) channels.set(store, (channel = { latest: null, listeners: new Set() }));
  return channel;
}

export function announceArrivals(store: EntityStore, announcement: Announcement): void {
  const channel = channelOf(store);
  channel.latest = { ...announcement, serial: (channel.latest?.serial ?? 0) + 1 };
  channel.listeners.forEach((listener) => listener());
}

/** The latest message (null before the first). */
export function latestArrivalAnnouncement(store: EntityStore): ArrivalAnnouncement | null {
  return channelOf(store).latest;
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
