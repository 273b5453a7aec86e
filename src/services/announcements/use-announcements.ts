/**
 * The announcements panel's data and chart for a view: the announcements resource (ids in the order shown), kept
 * in step with the store's table (a streamed `announcement` joins the list in its place, a streamed
 * `announcement.delete` leaves it), the records read from the store, and the panel chart (announcements-panel.
 * machine.ts) with its effects: remembering whether the panel is expanded, and marking seen ones read. Views render
 * what this answers and send the reader's intents through it.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { announcementsPanelMachine, type AnnouncementsPanelSnapshot } from '../../machines/announcements-panel.machine';
import { idsAfterStoreChange, unreadIds, type ReactionImages } from '../../machines/announcements-rules';
import { resourceStatusOf } from '../../machines/data-status';
import type { ResourceActor } from '../../machines/resource.machine';
import { useAppServices } from '../app-services/app-services';
import { dataRegistryOf } from '../data/data-registry';
import { useResource } from '../data/use-data';
import type { Announcement } from '../../domain/entities/announcement';
import { useTable } from '../store/use-table';
import { addAnnouncementReaction, dismissAnnouncement, toggleAnnouncementReaction } from './announcement-actions';
import { announcementsList } from './announcements-data';
import { readPanelShown, writePanelShown } from './panel-preference';

export interface AnnouncementsPanelView {
  /** empty: nothing to show (no panel) */
  state: 'empty' | 'collapsed' | 'expanded';
  /** the open announcement (undefined while empty) */
  open: Announcement | undefined;
  /** its place among `total`, from 0 */
  index: number;
  total: number;
  /** how many are not read yet */
  unread: number;
  toggle(): void;
  next(): void;
  previous(): void;
  /** the reader pressed one of the shown reactions of announcement `id` */
  toggleReaction(id: string, name: string): void;
  /** the reader picked an emoji to react with (a custom one with its images) */
  addReaction(id: string, name: string, images?: ReactionImages): void;
}

const stateOf = (snapshot: AnnouncementsPanelSnapshot) =>
  snapshot.matches('expanded') ? 'expanded' : snapshot.matches('collapsed') ? 'collapsed' : 'empty';

/** The running chart of the announcements resource keeps its ids in step with the store's table. */
function useIdsFollowingStore(): void {
  const { api, store, alerts, server } = useAppServices();
  useEffect(() => {
    const chart = () =>
      dataRegistryOf({ api, store, alerts, server }).peek(announcementsList, null) as ResourceActor | undefined;
    return store.subscribeTable('announcements', (changed) => {
      const actor = chart();
      if (actor === undefined) return;
      const status = resourceStatusOf<readonly string[]>(actor.getSnapshot());
      if (status.kind !== 'ready') return;
      const next = idsAfterStoreChange(status.value, changed, (id) => store.get('announcements', id));
      if (next !== null) actor.send({ type: 'SET', value: next });
    });
  }, [api, store, alerts, server]);
}

export function useAnnouncements(): AnnouncementsPanelView {
  const services = useAppServices();
  const { server, me, store } = services;
  const account = me ?? '';
  const { value } = useResource(announcementsList, null);
  useIdsFollowingStore();
  const table = useTable('announcements');
  const announcements = useMemo(
    () => (value ?? []).map((id) => table.get(id)).filter((a): a is Announcement => a !== undefined),
    [value, table],
  );

  const machine = useMemo(
    () =>
      announcementsPanelMachine.provide({
        actions: {
          remember: (_, { shown }) => writePanelShown(store, server, account, shown),
          // after the chart's step: the dismiss runs an actor of its own
          markRead: (_, { id }) => queueMicrotask(() => void dismissAnnouncement(services, id)),
        },
      }),
    [services, store, server, account],
  );
  const actor = useActorRef(machine, { input: { shown: readPanelShown(store, server, account) } });
  const snapshot = useSelector(actor, (s) => s);

  const ids = announcements.map((a) => a.id);
  const unread = unreadIds(announcements);
  const itemsKey = `${ids.join(',')}|${unread.join(',')}`;
  useEffect(() => {
    actor.send({ type: 'ITEMS', ids, unread });
    // itemsKey stands for ids and unread
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, itemsKey]);

  const toggle = useCallback(() => actor.send({ type: 'TOGGLE' }), [actor]);
  const next = useCallback(() => actor.send({ type: 'NEXT' }), [actor]);
  const previous = useCallback(() => actor.send({ type: 'PREVIOUS' }), [actor]);
  const toggleReaction = useCallback(
    (id: string, name: string) => void toggleAnnouncementReaction(services, id, name),
    [services],
  );
  const addReaction = useCallback(
    (id: string, name: string, images?: ReactionImages) => void addAnnouncementReaction(services, id, name, images),
    [services],
  );

  const { ids: shown, index } = snapshot.context;
  return {
    state: stateOf(snapshot),
    open: shown[index] === undefined ? undefined : table.get(shown[index]),
    index,
    total: shown.length,
    unread: unread.length,
    toggle,
    next,
    previous,
    toggleReaction,
    addReaction,
  };
}
