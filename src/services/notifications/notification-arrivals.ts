/**
 * What a live notification does (streamed on the user stream): a hidden one (spec 5) does nothing at all; one
 * of a type the reader does not show stays out of the lists; otherwise its group is joined (or made) in the
 * store and every list that shows its type hears of it. Then the reader's settings decide on the sound ('boop')
 * and the desktop notification (only while no push subscription delivers them).
 */
import type { Notification } from '../entities/notification';
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

/** Handles one arrival; returns the key of the group it joined, or null when it was dropped. */
export function notificationArrived(targets: ArrivalTargets, notification: Notification): string | null {
  const { store } = targets;
  if (notificationHidden(store, targets.me, notification.type, notification.statusId)) return null;
  const settings = targets.settings();
  let key: string | null = null;
  if (on(settings.shows, notification.type)) {
    key = groupKeyOf(notification, groupedTypesFor(settings.groupFollows));
    store.set('notificationGroups', mergeNotification(store.get('notificationGroups', key), notification, key));
    for (const list of targets.lists()) {
      if (list.filter === 'all' || list.filter === notification.type) list.newGroup(key, notification.id);
    }
  }
  if (on(settings.sounds, notification.type)) targets.playSound('boop');
  if (on(settings.alerts, notification.type) && !targets.pushActive()) targets.desktopNotify(notification);
  return key;
}
