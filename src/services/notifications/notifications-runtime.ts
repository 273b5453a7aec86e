/**
 * The notifications of one signed-in account, running from the first idle moment after the first posts have
 * painted (so the unread count is there before the notifications screen ever opens) until the account is
 * forgotten: the full list's chart and one chart per quick filter in use (notification-groups.machine), the
 * read marker's chart, the live notifications of the user stream (told to screen readers through the announcer
 * chart), and what removes notifications on its own (blocks, mutes, settled follow requests). Views take the
 * charts from here and tell it where the reader is.
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { notificationAnnouncerMachine } from '../../machines/notification-announcer.machine';
import { notificationGroupsMachine } from '../../machines/notification-groups.machine';
import { notificationsMarkerMachine } from '../../machines/notifications-marker.machine';
import type { Api } from '../api';
import { reportError, type AlertQueue } from '../alerts';
import type { EntityStore } from '../store';
import type { StreamingService } from '../streaming/streaming-types';
import { announceArrivals } from './arrival-announcements';
import { mergeNotification } from './group-merge';
import type { NotificationsBrowser } from './notifications-browser';
import { notificationArrived } from './notification-arrivals';
import { fetchNotificationPage } from './notification-page-fetch';
import { watchRemovals } from './notification-removals';
import { loadNotificationsMarker, saveNotificationsMarker } from './marker-save';
import type { NotificationSettingsStore } from './notification-settings';
import { trackUnread } from './unread-tracker';

export type NotificationGroupsActor = ActorRefFrom<typeof notificationGroupsMachine>;
export type NotificationsMarkerActor = ActorRefFrom<typeof notificationsMarkerMachine>;

export interface NotificationsRuntimeDeps {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  streaming: StreamingService;
  me: string;
  settings: NotificationSettingsStore;
  browser: NotificationsBrowser;
  /** whether push delivers this account's alerts (then the open tab shows no desktop notification) */
  pushActive?: () => boolean;
}

export interface NotificationsRuntime {
  readonly settings: NotificationSettingsStore;
  readonly marker: NotificationsMarkerActor;
  /** the chart of the full list ('all') or of a quick filter's type, made and loading on first use */
  list(filter: string): NotificationGroupsActor;
  /** a notifications view shows `filter`; returns the way to say it left */
  mount(filter: string): () => void;
  /** the view of `filter` is (or is no longer) scrolled to the top */
  scrolled(filter: string, atTop: boolean): void;
  /** POST v1/notifications/clear, then every list empties; false when it failed (the alert is raised) */
  clear(): Promise<boolean>;
  /** this account is the one in front: its count goes in the page title until the returned function runs */
  foreground(): () => void;
  dispose(): void;
}

/** The types the reader chose not to show in the full list. */
function hiddenTypes(shows: Readonly<Record<string, boolean>>): string[] {
  return Object.entries(shows)
    .filter(([, shown]) => !shown)
    .map(([type]) => type);
}

export function createNotificationsRuntime(deps: NotificationsRuntimeDeps): NotificationsRuntime {
  const { api, store, alerts, streaming, me, settings, browser } = deps;
  const lists = new Map<string, NotificationGroupsActor>();
  const pushActive = deps.pushActive ?? (() => false);

  const queryOf = (filter: string) => {
    const current = settings.get();
    return {
      filter,
      groupFollows: current.grouping.follows,
      excludeTypes: filter === 'all' ? hiddenTypes(current.shows) : [],
    };
  };

  function list(filter: string): NotificationGroupsActor {
    const known = lists.get(filter);
    if (known) return known;
    const machine = notificationGroupsMachine.provide({
      actors: {
        fetchPage: fromPromise(({ input, signal }) =>
          fetchNotificationPage({ api, store, me }, queryOf(filter), input, signal),
        ),
      },
      actions: {
        // polling while disconnected fails quietly, like the timelines' (the connection notice says enough)
        reportFailure: ({ context }) => {
          if (context.failedDuring !== 'poll') reportError(alerts, context.error, { callId: 'notifications.grouped' });
        },
      },
    });
    const actor = createActor(machine, { input: { key: filter } });
    lists.set(filter, actor);
    actor.start();
    actor.send({ type: 'LOAD' });
    return actor;
  }

  const marker = createActor(
    notificationsMarkerMachine.provide({
      actors: { loadMarker: fromPromise(() => loadNotificationsMarker(api)) },
      actions: {
        save: (_, params: { id: string; urgent: boolean }) => {
          void saveNotificationsMarker(api, params.id, params.urgent).catch(() => undefined);
        },
      },
    }),
    { input: { visible: browser.isVisible() } },
  );
  marker.start();

  const all = list('all');

  // the groups the lists show and keep waiting (and the posts and accounts they name) stay in the store
  const stopHolding = store.roots.add((hold) => {
    for (const actor of lists.values()) {
      const { entries, pending, arrived } = actor.getSnapshot().context;
      for (const entry of entries) if (entry.kind === 'group') hold(entry.key, 'notificationGroups');
      for (const key of [...pending, ...arrived]) hold(key, 'notificationGroups');
    }
  });
  let unread = 0;
  let inFront = 0;
  const stopUnread = trackUnread({
    store,
    me,
    list: all,
    marker,
    report: (count) => {
      unread = count;
      browser.setUnreadCount(store, count);
      if (inFront > 0) browser.setTitleCount(count);
    },
  });

  // new notifications told to screen readers, one calm message at a time (the view of the account in front
  // shows it in its live region)
  const announcer = createActor(
    notificationAnnouncerMachine.provide({
      actions: { announce: (_, announcement) => announceArrivals(store, announcement) },
    }),
  );
  announcer.start();
  const stopTyping = browser.onTyping(() => announcer.send({ type: 'TYPED' }));

  const stopStream = streaming.subscribe(
    { stream: 'user' },
    {
      notification: (_id, notification) => {
        const current = settings.get();
        const key = notificationArrived(
          {
            store,
            me,
            settings: () => ({ ...current, groupFollows: current.grouping.follows }),
            lists: () =>
              [...lists].map(([filter, actor]) => ({
                filter,
                newGroup: (key: string, notificationId: string) =>
                  actor.send({ type: 'NEW_GROUP', key, notificationId }),
              })),
            playSound: browser.playSound,
            desktopNotify: browser.desktopNotify,
            pushActive,
          },
          notification,
        );
        // a group of this one notification: what the announcement says when it comes alone
        if (key !== null) announcer.send({ type: 'ARRIVED', arrival: mergeNotification(undefined, notification, key) });
      },
      notificationsMerged: () => lists.forEach((actor) => actor.send({ type: 'REFRESH_STALE' })),
      disconnected: () => lists.forEach((actor) => actor.send({ type: 'DISCONNECTED' })),
      reconnected: () => lists.forEach((actor) => actor.send({ type: 'POLL' })),
      poll: () => lists.forEach((actor) => actor.send({ type: 'POLL' })),
    },
  );

  const stopRemovals = watchRemovals(store, (keys) => lists.forEach((actor) => actor.send({ type: 'REMOVE', keys })));

  // grouping follows or the types shown changed: every list asks the server again (now, or when back at the top)
  let lastQuery = JSON.stringify(queryOf('all'));
  const stopSettings = settings.subscribe(() => {
    const next = JSON.stringify(queryOf('all'));
    if (next === lastQuery) return;
    lastQuery = next;
    lists.forEach((actor) => actor.send({ type: 'REFRESH_STALE' }));
  });

  const stopVisibility = browser.onVisibilityChange((visible) => marker.send({ type: 'VISIBILITY', visible }));
  const stopPageHide = browser.onPageHide(() => marker.send({ type: 'PAGE_HIDDEN' }));

  return {
    settings,
    marker,
    list,
    mount(filter) {
      const actor = list(filter);
      actor.send({ type: 'MOUNTED' });
      if (filter === 'all') marker.send({ type: 'MOUNTED' });
      return () => {
        actor.send({ type: 'UNMOUNTED' });
        if (filter === 'all') marker.send({ type: 'UNMOUNTED' });
      };
    },
    scrolled(filter, atTop) {
      // the marker hears first: back at the top, it may advance over every row the reader scrolled through
      // before the list keeps only its first 50 groups (which would leave older rows unloaded again)
      if (filter === 'all') marker.send({ type: 'AT_TOP', atTop });
      list(filter).send({ type: 'SCROLLED', atTop });
    },
    async clear() {
      try {
        await api.notifications.clear();
      } catch (error) {
        reportError(alerts, error, { callId: 'notifications.clear' });
        return false;
      }
      store.clear('notificationGroups');
      lists.forEach((actor) => actor.send({ type: 'CLEARED' }));
      return true;
    },
    foreground() {
      inFront += 1;
      browser.setTitleCount(unread);
      return () => {
        inFront -= 1;
        if (inFront === 0) browser.setTitleCount(0);
      };
    },
    dispose() {
      stopStream();
      stopRemovals();
      stopSettings();
      stopVisibility();
      stopPageHide();
      stopTyping();
      announcer.stop();
      stopUnread();
      marker.send({ type: 'PAGE_HIDDEN' });
      marker.stop();
      lists.forEach((actor) => actor.stop());
      lists.clear();
      stopHolding();
      store.roots.letGo();
    },
  };
}
