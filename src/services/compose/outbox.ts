/**
 * The account's outbox (machines/outbox.machine.ts), a part of its runtime: posts that could not reach the server
 * wait here, stored so that a reload finds them, and go once the account's connectivity says the server is back.
 * Each is sent with the idempotency key it was written with, so the server makes one status of it however often
 * it is tried. An edit of a published post is sent only if that post is still the version the edit began on
 * (else it waits, refused, for the reader). A post sent is imported into the store and announced like any
 * published post. The tabs of a browser send from an account's outbox one at a time (a Web Lock named after it),
 * and each attempt first checks the stored outbox: a post another tab sent or cancelled meanwhile is let go, not
 * sent again (the idempotency key alone would not do: servers keep it for a while only, and two requests with
 * the same key at the same moment can both be taken). Made by the composer (a post goes in) or, after the first
 * screen, by the page when posts wait from an earlier visit.
 */
import { createActor, fromPromise } from 'xstate';
import type { Api } from '../api';
import type { AlertQueue } from '../alerts';
import type { ApiStatus } from '../../domain/entities/api-types';
import { focusText } from '../../domain/api/media-focus';
import type { ComposeQueued } from '../../machines/compose-types';
import { isOffline } from '../../machines/connectivity.machine';
import { outboxMachine, type OutboxActor } from '../../machines/outbox.machine';
import { EditNotCurrentError, GONE_ELSEWHERE, type OutboxEntry, type SendOutcome } from '../../machines/outbox-rules';
import { accountKey } from '../auth/account-profile';
import { connectivityOf, type ConnectivityActor } from '../connectivity/connectivity';
import { statusPath } from '../routing/paths';
import { definePart } from '../runtime/account-scope';
import { importStatus, type EntityStore } from '../store';
import { DRAFT_VERSION } from './draft-storage';
import { createOutboxStorage, type OutboxStorage } from './outbox-storage';
import { verifyEditDraft, type EditBase } from './edit-guard';
import { pushPublishedNotice } from './published-notice';
import { submitPost, type SubmitApi, type SubmitInput } from './submit-post';

export interface OutboxDeps {
  server: string;
  /** the signed-in account id */
  me: string;
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  /** tests inject these */
  storage?: OutboxStorage;
  connectivity?: ConnectivityActor;
  /** hears another tab change the stored value under `key`; returns the way to stop (the window's storage event) */
  onStoredChange?: (key: string, changed: () => void) => () => void;
  /** runs `run` while no other tab holds the lock `name` (the browser's Web Locks) */
  lock?: OutboxLock;
}

export type OutboxLock = <T>(name: string, run: () => Promise<T>) => Promise<T>;

/** The browser's Web Locks; where there are none, the attempt runs at once. */
const webLock: OutboxLock = (name, run) => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(name, run) as Promise<Awaited<ReturnType<typeof run>>>) : run();
};

function onStorageEvent(key: string, changed: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: StorageEvent) => {
    if (event.key === key) changed();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

interface OutboxPart {
  actor: OutboxActor;
  stop(): void;
}

const OUTBOX = definePart<OutboxPart>('outbox', (part) => part.stop());

/**
 * What one attempt sends: the draft with its key, and its attachments (all on the server already); an edit also
 * sends each attachment's description and focus point, which may have changed with it.
 */
export function sendInputOf(entry: OutboxEntry): SubmitInput {
  const attached = entry.saved.media.flatMap((m) => (m.attachment ? [{ ...m, id: m.attachment.id }] : []));
  const mediaAttributes =
    entry.saved.draft.id === null
      ? []
      : attached.map(({ id, description, focus }) => ({
          id,
          description,
          focus: focus ? focusText(focus) : null,
        }));
  return { draft: entry.saved.draft, mediaIds: attached.map((m) => m.id), mediaAttributes };
}

/**
 * One attempt at an entry: an edit first asks the server for the post, and is not sent (EditNotCurrentError) when
 * the post was changed since the edit began or is gone; a failure of that look fails the attempt like any call.
 */
export async function sendEntry(
  api: SubmitApi & { statuses: Pick<Api['statuses'], 'get'> },
  entry: OutboxEntry,
  signal?: AbortSignal,
): Promise<ApiStatus> {
  if (entry.saved.draft.id !== null) {
    const check = await verifyEditDraft(api, entry.saved);
    if (check === 'stale' || check === 'gone') throw new EditNotCurrentError(check);
  }
  return submitPost(api, sendInputOf(entry), { editBase: () => entry.saved.editBase }, signal);
}

/**
 * The outbox entry for a post the composer could not send; an edit keeps the version of the post it began on
 * (`editBase`, when known).
 */
export function entryOf(
  queued: Pick<ComposeQueued, 'draft' | 'media'>,
  accountId: string,
  now: number,
  editBase: EditBase | null = null,
): OutboxEntry {
  const { draft, media } = queued;
  const base = draft.id !== null && editBase?.id === draft.id ? { editBase } : {};
  return {
    id: draft.idempotencyKey,
    writtenAt: now,
    refusal: null,
    saved: { version: DRAFT_VERSION, accountId, savedAt: now, draft, media, ...base },
  };
}

export function createOutbox(deps: OutboxDeps): OutboxPart {
  const { api, store, alerts, me } = deps;
  const storage = deps.storage ?? createOutboxStorage(accountKey(deps.server, me));
  const connectivity = deps.connectivity ?? connectivityOf({ api, store });
  const lock = deps.lock ?? webLock;
  const machine = outboxMachine.provide({
    actors: {
      // one tab at a time, and only a post the stored outbox still holds
      send: fromPromise<SendOutcome, OutboxEntry>(({ input, signal }) =>
        lock(storage.key, async () => (storage.stillWaits(input.id) ? sendEntry(api, input, signal) : GONE_ELSEWHERE)),
      ),
    },
    actions: { persist: (_, { entries }) => storage.save(entries) },
  });
  let offline = isOffline(connectivity.getSnapshot());
  const actor = createActor(machine, { input: { entries: storage.load(), online: !offline } });
  const sent = actor.on('outbox.sent', ({ status }) => {
    importStatus(store, status);
    pushPublishedNotice(alerts, statusPath(store.get('accounts', me)?.acct ?? status.account.acct, status.id));
  });
  actor.start();
  // only a change of reach is told, so a pause after a failure is not cut short by an unrelated update
  const reach = connectivity.subscribe((snapshot) => {
    if (isOffline(snapshot) === offline) return;
    offline = isOffline(snapshot);
    actor.send({ type: offline ? 'OFFLINE' : 'ONLINE' });
  });
  // another tab of the same account changed the outbox (sent, added, cancelled): this one follows
  const stopSync = (deps.onStoredChange ?? onStorageEvent)(storage.key, () =>
    actor.send({ type: 'SYNC', entries: storage.load() }),
  );
  return {
    actor,
    stop() {
      stopSync();
      reach.unsubscribe();
      sent.unsubscribe();
      actor.stop();
    },
  };
}

/** The account's outbox, made on first use. */
export function outboxOf(deps: OutboxDeps): OutboxActor {
  return deps.store.scope.use(OUTBOX, () => createOutbox(deps)).actor;
}
