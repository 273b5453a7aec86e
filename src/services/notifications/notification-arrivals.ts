/**
 * What a live notification does (streamed on the user stream): a hidden one (matching a hide filter, or without its
 * status) does nothing at all; one of a type the reader does not show stays out of the lists; a repeat from an account
 * already among its group's samples leaves the group as it is (its count and its place); otherwise its group is joined
 * (or made) in the store and every list that shows its type hears of it. Then the reader's settings decide on the sound
 * ('boop') and the desktop notification (only while no push subscription delivers them).
 */
import type { Notification } from '../../domain/entities/notification';
import type { EntityStore } from '../store';
import { groupKeyOf, groupedTypesFor, mergeNotification } from './group-merge';
import { notificationHidden } from './hidden-notifications';

export interface ArrivalSettings {
  shows: Readonly<Record<string, boolean>>;
  sounds: Readonly<Record<string, boolean>>;
  alerts: Readonly<Record<string, boolean>>;
  groupFollows: boolean;
}

export interface ArrivalTargets {
  store: EntityStore;
  me: string | null;
  settings(): ArrivalSettings;
  /** the running lists: their quick filter ('all' or a type) and how to tell them */
  lists(): Iterable<{ filter: string; newGroup(key: string, notificationId: string): void }>;
  playSound(name: string): void;
  desktopNotify(notification: Notification): void;
  /** push delivers alerts already */
  pushActive(): boolean;
}

/** An unset setting counts as on (the defaults are on, except those the settings store turns off). */
const on = (flags: Readonly<Record<string, boolean>>, type: string) => flags[type] !== false;

/**
 * Handles one arrival; returns the key of the group it joined or made, or null when no list changed (dropped,
 * not shown, or a repeat).
 */
export function notificationArrived(targets: ArrivalTargets, notification: Notification): string | null {
  const { store } = targets;
  if (notificationHidden(store, targets.me, notification.type, notification.statusId)) return null;
  const settings = targets.settings();
  let key: string | null = null;
  if (on(settings.shows, notification.type)) {
    const groupKey = groupKeyOf(notification, groupedTypesFor(settings.groupFollows));
    const existing = store.get('notificationGroups', groupKey);
    const merged = mergeNotification(existing, notification, groupKey);
    if (merged !== existing) {
      key = groupKey;
      store.set('notificationGroups', merged);
      for (const list of targets.lists()) {
        if (list.filter === 'all' || list.filter === notification.type) list.newGroup(groupKey, notification.id);
      }
    }
  }
  if (on(settings.sounds, notification.type)) targets.playSound('boop');
  if (on(settings.alerts, notification.type) && !targets.pushActive()) targets.desktopNotify(notification);
  return key;
}
