/**
 * Every timeline's running machine, per account: one actor per timeline name, made on the first `acquire`
 * and kept after its last view lets go (the 10 most recently released are kept, older ones stopped), so
 * coming back shows the same rows. After a timeline's first page has loaded (not before: the streaming
 * runtime loads after the first post shows), it subscribes to its stream; deletions reach every timeline.
 * The running timelines' rows and pending posts are a root of the store (store-roots.ts): what they hold stays;
 * when one is cut (or stopped) the store is told it may let go of what no one holds now. A timeline whose step failed
 * because the server could not be reached at all tries that step again as soon as one of the account's calls reaches
 * the server (the network is back), so what was shown offline is brought up to date without the reader asking.
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import {
  timelineMachine,
  type TimelineCachedPage,
  type TimelineFetchInput,
  type TimelineFetchOutput,
} from '../../machines/timeline.machine';
import type { Api } from '../api';
import { reachSignalOf } from '../connectivity/reach-signal';
import { failureReason, reportError, type AlertQueue } from '../alerts';
import type { EntityStore } from '../store';
import type { StreamingService } from '../streaming/streaming-types';
import { fetchTimelinePage } from './timeline-fetch';
import { offlineCacheIn } from '../offline-cache/offline-cache';
import { readSavedTimeline, savedTimelineAtHand, type SavedTimelines } from './saved-timeline';
import { parseTimelineName, timelineCallId, timelinePagingOf } from './timeline-name';
import { streamFor } from './timeline-stream';

export type TimelineActor = ActorRefFrom<typeof timelineMachine>;

/** How many timelines no view shows are kept running. */
export const KEPT_UNMOUNTED = 10;

export interface TimelineRegistryOptions {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  streaming: StreamingService;
  /** the clock (ms since the epoch) for the follow-suggestions rule; Date.now by default */
  now?: () => number;
  /** the rows the account saved on an earlier visit (none when not given) */
  saved?: SavedTimelines;
}

export interface TimelineRegistry {
  /** the running actor of `name` (made on first use); call `release` when the view unmounts */
  acquire(name: string): TimelineActor;
  release(name: string): void;
  /** the actor of `name` if one runs */
  peek(name: string): TimelineActor | undefined;
  /** the actor of `name`, made if needed, without counting a user (for rendering before `acquire`) */
  actorFor(name: string): TimelineActor;
  /** removes the status and its reblogs from every timeline's items and pending list, then from the store */
  removeStatus(statusId: string): void;
  /**
   * takes an account's posts, and boosts of them or by it, out of every timeline (a block or a mute); the records
   * stay in the store (a thread or a profile may still show them)
   */
  removeAccount(accountId: string): void;
  /** the same for several accounts at once (the stored accounts of a blocked domain) */
  removeAccounts(accountIds: readonly string[]): void;
  /** stops and forgets the timeline `name` (its list was deleted); a view still showing it keeps its last rows */
  forget(name: string): void;
  /**
   * takes these posts out of the running timelines whose name `timelines` accepts, leaving the store as it is (a
   * post unbookmarked leaves the bookmarks timeline once the server agrees)
   */
  removeFrom(timelines: (name: string) => boolean, statusIds: readonly string[]): void;
  /** stops every timeline (account forgotten) */
  dispose(): void;
}

interface Entry {
  actor: TimelineActor;
  users: number;
  /** order of the last release (higher = more recent) */
  releasedAt: number;
  stop(): void;
}

/** How many posts a timeline holds: its rows' and its pending ones. */
function heldCount(context: { items: readonly { kind: string }[]; pending: readonly string[] }): number {
  return context.items.reduce((count, entry) => count + (entry.kind === 'status' ? 1 : 0), context.pending.length);
}

/** Whether a timeline's last step failed because its server could not be reached at all (no answer). */
function failedUnreachable(snapshot: ReturnType<TimelineActor['getSnapshot']>): boolean {
  const error = snapshot.context.failure?.error;
  return snapshot.hasTag('failed') && failureReason(error) === 'network';
}

export function timelineMachineFor({ api, store, alerts, now = Date.now, saved }: TimelineRegistryOptions) {
  return timelineMachine.provide({
    actors: {
      fetchPage: fromPromise<TimelineFetchOutput, TimelineFetchInput>(async ({ input, signal }) => {
        const { timeline, ...paging } = input;
        const page = await fetchTimelinePage(api, store, timeline, { ...paging, signal });
        return { ...page, fetchedAt: now() };
      }),
      readCachedPage: fromPromise<TimelineCachedPage | null, { timeline: string }>(({ input }) =>
        readSavedTimeline(saved, store, input.timeline),
      ),
    },
    actions: {
      reportFailure: ({ context }) => {
        const spec = parseTimelineName(context.timeline);
        reportError(alerts, context.failure?.error, spec ? { callId: timelineCallId(spec) } : {});
      },
    },
  });
}

export function createTimelineRegistry(options: TimelineRegistryOptions): TimelineRegistry {
  const { store, streaming, saved } = options;
  const machine = timelineMachineFor(options);
  const entries = new Map<string, Entry>();
  let releases = 0;

  function start(name: string): Entry {
    const spec = parseTimelineName(name);
    const actor = createActor(machine, { input: { timeline: name, paging: spec ? timelinePagingOf(spec) : 'id' } });
    let unsubscribeStream: (() => void) | null = null;
    const stream = streamFor(name);
    let held = 0;
    // subscribe once the first page is in (the streaming runtime must not load before the first post shows)
    const watch = actor.subscribe((snapshot) => {
      const now = heldCount(snapshot.context);
      if (now < held) store.roots.letGo();
      held = now;
      if (unsubscribeStream !== null || stream === null || !snapshot.matches('ready')) return;
      unsubscribeStream = streaming.subscribe(stream, {
        update: (id, createdAt) => actor.send({ type: 'STREAM_UPDATE', id, time: createdAt }),
        disconnected: () => actor.send({ type: 'DISCONNECTED' }),
        reconnected: () => actor.send({ type: 'CONNECTED' }),
        poll: () => actor.send({ type: 'POLL' }),
      });
    });
    actor.start();
    // rows the first screen has read already go in now: the view's first render shows them
    const atHand = savedTimelineAtHand(saved, store, name);
    if (atHand !== null) actor.send({ type: 'LOAD', saved: atHand });
    return {
      actor,
      users: 0,
      releasedAt: 0,
      stop() {
        watch.unsubscribe();
        unsubscribeStream?.();
        actor.stop();
      },
    };
  }

  /** Stops the least recently released timelines beyond the ones kept. */
  function prune(): void {
    const idle = [...entries].filter(([, e]) => e.users === 0).sort(([, a], [, b]) => b.releasedAt - a.releasedAt);
    for (const [name, entry] of idle.slice(KEPT_UNMOUNTED)) {
      entry.stop();
      entries.delete(name);
      store.roots.letGo();
    }
  }

  // the server reached again: a step that failed for want of it is tried again (a failure with an answer is not)
  const stopReach = reachSignalOf(store).listen((reached) => {
    if (!reached) return;
    for (const { actor } of entries.values()) if (failedUnreachable(actor.getSnapshot())) actor.send({ type: 'RETRY' });
  });

  // what the running timelines show and keep waiting stays in the store
  const stopHolding = store.roots.add((hold) => {
    for (const { actor } of entries.values()) {
      const { items, pending } = actor.getSnapshot().context;
      for (const entry of items) if (entry.kind === 'status') hold(entry.id, 'statuses');
      for (const id of pending) hold(id, 'statuses');
    }
  });

  function entryFor(name: string): Entry {
    let entry = entries.get(name);
    if (!entry) {
      entry = start(name);
      entries.set(name, entry);
    }
    return entry;
  }

  /** Takes the posts of these accounts, and boosts of them or by them, out of every timeline. */
  function removeAccounts(accountIds: ReadonlySet<string>): void {
    if (accountIds.size === 0) return;
    const statuses = store.getTable('statuses');
    const ids: string[] = [];
    for (const status of statuses.values()) {
      const original = status.reblogId === null ? status : statuses.get(status.reblogId);
      if (accountIds.has(status.accountId) || (original !== undefined && accountIds.has(original.accountId)))
        ids.push(status.id);
    }
    if (ids.length === 0) return;
    for (const { actor } of entries.values()) actor.send({ type: 'STATUS_DELETED', ids });
    // nor does a later start show them from a saved timeline
    offlineCacheIn(store).forget(ids);
  }

  return {
    acquire(name) {
      const entry = entryFor(name);
      // a link-paged timeline has no stream to keep it current: the reader coming back asks for its first page again
      const snapshot = entry.actor.getSnapshot();
      if (entry.users === 0 && snapshot.context.paging === 'link' && snapshot.matches({ ready: 'loaded' }))
        entry.actor.send({ type: 'REFRESH' });
      entry.users += 1;
      return entry.actor;
    },
    actorFor: (name) => entryFor(name).actor,
    release(name) {
      const entry = entries.get(name);
      if (!entry || entry.users === 0) return;
      entry.users -= 1;
      if (entry.users === 0) {
        releases += 1;
        entry.releasedAt = releases;
        prune();
      }
    },
    peek: (name) => entries.get(name)?.actor,
    removeStatus(statusId) {
      // the status and every stored status that reblogs it (a deleted status goes with its reblogs and references)
      const ids = [statusId];
      for (const status of store.getTable('statuses').values()) {
        if (status.reblogId === statusId && status.id !== statusId) ids.push(status.id);
      }
      for (const { actor } of entries.values()) actor.send({ type: 'STATUS_DELETED', ids });
      offlineCacheIn(store).forget(ids);
      store.batch(() => {
        for (const id of ids) store.remove('statuses', id);
      });
    },
    removeAccount: (accountId) => removeAccounts(new Set([accountId])),
    removeAccounts: (accountIds) => removeAccounts(new Set(accountIds)),
    forget(name) {
      entries.get(name)?.stop();
      entries.delete(name);
      store.roots.letGo();
    },
    removeFrom(timelines, statusIds) {
      if (statusIds.length === 0) return;
      for (const [name, { actor }] of entries) {
        if (timelines(name)) actor.send({ type: 'STATUS_DELETED', ids: [...statusIds] });
      }
    },
    dispose() {
      for (const entry of entries.values()) entry.stop();
      entries.clear();
      stopReach();
      stopHolding();
      store.roots.letGo();
    },
  };
}
