/**
 * Changes to announcements, as optimistic changes through the generic runner (one optimistic-action actor per
 * request in flight, one runner per account):
 * - Dismiss (POST v1/announcements/{id}/dismiss), asked by the panel chart when the reader has seen one: it shows
 *   read at once; a refusal shows it unread again, without an alert (the reader asked for nothing). One already
 *   read is not sent.
 * - A reaction added (PUT .../reactions/{name}): one more, marked the reader's, at once; a refusal takes it back
 *   and raises the call's alert (an unknown emoji is refused). When the reader had already reacted with it (a
 *   streamed count may even have counted it), nothing changes at once and a refusal has nothing to take back.
 * - A reaction removed (DELETE .../reactions/{name}): one less, unmarked, at once; a refusal counts it back.
 * The counts are changed relative to what the store holds when the change is made or taken back (see
 * announcements-rules.ts).
 */
import {
  takeBackAdd,
  takeBackRemoval,
  withoutReaderReaction,
  withReaderReaction,
  type ReactionImages,
} from '../../machines/announcements-rules';
import type { AnnouncementReaction } from '../../domain/entities/announcement';
import type { Api } from '../api';
import { reportError, type AlertQueue } from '../alerts';
import { createOptimisticRunner, type MutationOutcome, type OptimisticRunner } from '../mutations/optimistic-runner';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';

export interface AnnouncementServices {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
}

export type AnnouncementRequest =
  | { kind: 'dismiss'; id: string }
  | { kind: 'addReaction'; id: string; name: string; images: ReactionImages }
  | { kind: 'removeReaction'; id: string; name: string };

const CALL_IDS: Record<AnnouncementRequest['kind'], string> = {
  dismiss: 'announcements.dismiss',
  addReaction: 'announcements.addReaction',
  removeReaction: 'announcements.removeReaction',
};

/** One request per announcement, change and emoji at a time (a second one joins the first). */
export const announcementActionKey = (request: AnnouncementRequest): string =>
  `${request.kind}\u0000${request.id}\u0000${'name' in request ? request.name : ''}`;

function patchReactions(
  store: EntityStore,
  id: string,
  change: (reactions: readonly AnnouncementReaction[]) => AnnouncementReaction[] | null,
): boolean {
  const current = store.get('announcements', id);
  const reactions = current === undefined ? null : change(current.reactions);
  if (reactions === null) return false;
  store.patch('announcements', id, { reactions });
  return true;
}

function createAnnouncementActions(services: AnnouncementServices): OptimisticRunner<AnnouncementRequest, void> {
  const { api, store, alerts } = services;
  return createOptimisticRunner<AnnouncementRequest, AnnouncementRequest, void>(
    {
      apply(request) {
        switch (request.kind) {
          case 'dismiss':
            if (store.get('announcements', request.id)?.read !== false) return null;
            store.patch('announcements', request.id, { read: true });
            return request;
          case 'addReaction':
            return patchReactions(store, request.id, (r) => withReaderReaction(r, request.name, request.images))
              ? request
              : null;
          case 'removeReaction':
            return patchReactions(store, request.id, (r) => withoutReaderReaction(r, request.name)) ? request : null;
        }
      },
      async perform(request) {
        switch (request.kind) {
          case 'dismiss':
            await api.announcements.dismiss(request.id);
            return;
          case 'addReaction':
            await api.announcements.addReaction(request.id, request.name);
            return;
          case 'removeReaction':
            await api.announcements.removeReaction(request.id, request.name);
            return;
        }
      },
      revert(request) {
        switch (request.kind) {
          case 'dismiss':
            store.patch('announcements', request.id, { read: false });
            return;
          case 'addReaction':
            patchReactions(store, request.id, (r) => takeBackAdd(r, request.name));
            return;
          case 'removeReaction': {
            const custom = store.get('customEmojis', request.name);
            const images = { url: custom?.url ?? null, static_url: custom?.static_url ?? null };
            patchReactions(store, request.id, (r) => takeBackRemoval(r, request.name, images));
            return;
          }
        }
      },
      callId: (request) => CALL_IDS[request.kind],
      keyOf: announcementActionKey,
      report(error, request) {
        // marking read happens by itself as the reader reads: its failure says nothing
        if (request.kind !== 'dismiss') reportError(alerts, error, { callId: CALL_IDS[request.kind] });
      },
    },
    { alerts },
  );
}

/** The account's runner, a part of its scope: stopped (what is in flight with it) when the account is let go. */
export const ANNOUNCEMENT_ACTIONS = definePart<OptimisticRunner<AnnouncementRequest, void>>(
  'announcement-actions',
  (runner) => runner.stop(),
);

function actionsOf(services: AnnouncementServices): OptimisticRunner<AnnouncementRequest, void> {
  return services.store.scope.use(ANNOUNCEMENT_ACTIONS, () => createAnnouncementActions(services));
}

const alreadyDone: Promise<MutationOutcome<void>> = Promise.resolve({ ok: true, result: undefined });

/** Marks the announcement read (at once; unread again, silently, when refused); one already read is not sent. */
export function dismissAnnouncement(services: AnnouncementServices, id: string): Promise<MutationOutcome<void>> {
  if (services.store.get('announcements', id)?.read !== false) return alreadyDone;
  return actionsOf(services).run({ kind: 'dismiss', id });
}

/** Adds the reader's reaction `name` (a Unicode emoji or a custom shortcode; `images` for a custom one). */
export function addAnnouncementReaction(
  services: AnnouncementServices,
  id: string,
  name: string,
  images: ReactionImages = { url: null, static_url: null },
): Promise<MutationOutcome<void>> {
  return actionsOf(services).run({ kind: 'addReaction', id, name, images });
}

/** The reader pressed a shown reaction: removes it when it is the reader's (as stored now), else adds it. */
export function toggleAnnouncementReaction(
  services: AnnouncementServices,
  id: string,
  name: string,
): Promise<MutationOutcome<void>> {
  const reaction = services.store.get('announcements', id)?.reactions.find((r) => r.name === name);
  if (reaction?.me === true) return actionsOf(services).run({ kind: 'removeReaction', id, name });
  return addAnnouncementReaction(services, id, name, {
    url: reaction?.url ?? null,
    static_url: reaction?.static_url ?? null,
  });
}
