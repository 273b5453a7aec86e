/**
 * One composer per signed-in account: the compose actor (and its upload children) with its real actors, made
 * on first use and kept as a part of the account's scope, so the /publish page and the deck's COMPOSE column
 * share one draft, and a new token for the same account (swapped into its one API object) keeps it. Letting the
 * account go stops it (the draft saved as it stops). On creation it reads the server's limits and features, the audiences the server and the account
 * allow, and the account's defaults, restores the saved draft (with its files not yet uploaded), and starts saving
 * the draft as it changes. While it runs, the draft follows the reader's "keep the audience after posting" client
 * setting, and a reply learns that its parent was deleted when the post leaves the store (the timeline registry
 * takes a deleted post out of it). A published post is imported into the store, announced with a link, and
 * remembered (tags, language) for suggestions.
 * Downloaded with the composer only.
 */
import { createActor } from 'xstate';
import type { Api } from '../api';
import { instanceOf } from '../api/instance-cache';
import type { AlertQueue } from '../alerts';
import { definePart } from '../runtime/account-scope';
import { importStatus, type EntityStore } from '../store';
import { accountKey as makeAccountKey } from '../auth/account-profile';
import { composeMachine } from '../../machines/compose.machine';
import type { ComposeRuntime } from '../../machines/compose-runtime-types';
import { persistUpload, uploadMachine } from '../../machines/upload.machine';
import { pushPublishedNotice, pushQueuedNotice } from './published-notice';
import { entryOf, outboxOf } from './outbox';
import { statusPath } from '../routing/paths';
import { composeContext, composeDefaults, type ComposeContextInfo } from './compose-context';
import { createDraftStorage, type DraftStorage } from './draft-storage';
import { startAutosave, type Autosave } from './draft-autosave';
import { editBaseOf, verifyEditDraft, type EditBase } from './edit-guard';
import { createSubmitActor } from './submit-post';
import { createUploadActors } from './upload-actors';
import { recordLanguage } from './language-frequency';
import { onPostingDefaultsChanged } from './posting-defaults-signal';
import { clientSettingsOf } from '../settings/client-settings';
import { tagHistoryFor, typedTagNames } from './tag-history';

export interface ComposeRuntimeDeps {
  server: string;
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
  /** the signed-in account id */
  me: string;
  /** tests inject storage; the browser's localStorage and IndexedDB by default */
  storage?: DraftStorage;
  /** tests make keys predictable */
  newKey?: () => string;
}

/** The account's composer while it is being made or runs (null: none yet, or the last try failed). */
interface ComposerSlot {
  runtime: Promise<ComposeRuntime> | null;
}

/** The account's composer: stopped (its draft saved) when the account is let go, also one still being made. */
export const COMPOSE_RUNTIME = definePart<ComposerSlot>('compose-runtime', (slot) => {
  const { runtime } = slot;
  slot.runtime = null;
  runtime?.then(
    (made) => made.stop(),
    () => undefined,
  );
});

/** The account's composer, made once per account. */
export function composeRuntimeFor(deps: ComposeRuntimeDeps): Promise<ComposeRuntime> {
  const slot = deps.store.scope.use(COMPOSE_RUNTIME, (): ComposerSlot => ({ runtime: null }));
  if (slot.runtime === null) {
    const runtime = createComposeRuntime(deps);
    slot.runtime = runtime;
    // a failure (storage refused, a bug) must not stick: the next screen tries again
    runtime.catch(() => {
      if (slot.runtime === runtime) slot.runtime = null;
    });
  }
  return slot.runtime;
}

async function readContext(api: Api, store: EntityStore): Promise<ComposeContextInfo> {
  // either answer may fail (a server without verify_credentials' source, a network blip): defaults then
  const [instance, credentials] = await Promise.all([
    instanceOf({ api, store }).catch(() => null),
    api.oauth.verifyCredentials().catch(() => null),
  ]);
  return composeContext(instance, credentials);
}

export async function createComposeRuntime(deps: ComposeRuntimeDeps): Promise<ComposeRuntime> {
  const { api, store, alerts, me } = deps;
  const key = makeAccountKey(deps.server, me);
  const storage = deps.storage ?? createDraftStorage();
  const [context, saved] = await Promise.all([readContext(api, store), storage.restore(key)]);
  const editCheck =
    saved.restored === null ? 'not-editing' : await verifyEditDraft(api, saved.restored).catch(() => 'stale' as const);

  let editBase: EditBase | null = saved.restored?.editBase ?? null;
  const sendWithProgress = api.media.uploadWithProgress;
  const uploads = createUploadActors({
    api,
    // the token stays inside the API client: the sender below goes through it
    client: { server: deps.server, token: null },
    send: ({ body, onProgress, signal }) => sendWithProgress(body, onProgress ?? (() => {}), signal ? { signal } : {}),
  });
  const machine = composeMachine.provide({
    actors: {
      submit: createSubmitActor(api, { editBase: () => editBase }),
      upload: uploadMachine.provide({ actors: uploads }),
    },
  });
  const actor = createActor(machine, {
    input: {
      ...context,
      selfAcct: store.get('accounts', me)?.acct ?? null,
      now: () => Date.now(),
      restored: saved.restored,
      restoredFiles: saved.restoredFiles,
      newKey: deps.newKey ?? (() => crypto.randomUUID()),
    },
  });
  actor.start();

  // the reader's "keep the audience after posting", now and as it changes
  const settings = clientSettingsOf(key, { api, store });
  const followStayPrivacy = () => {
    const stay = settings.get().stayPrivacy;
    if (actor.getSnapshot().context.draft.stay_privacy !== stay) actor.send({ type: 'compose.stayPrivacy', stay });
  };
  followStayPrivacy();
  const stopStayPrivacy = settings.subscribe(followStayPrivacy);

  // the posts the draft answers, quotes or edits stay in the store while the draft holds them
  const stopHolding = store.roots.add((hold) => {
    const { draft } = actor.getSnapshot().context;
    for (const id of [draft.in_reply_to, draft.quoted_status_id, draft.id]) if (id !== null) hold(id, 'statuses');
  });

  // a deleted post leaves the store: a draft replying to it is told
  const stopParentWatch = store.subscribeTable('statuses', (changed) => {
    const parent = actor.getSnapshot().context.draft.in_reply_to;
    if (parent !== null && changed.includes(parent) && !store.has('statuses', parent))
      actor.send({ type: 'compose.statusDeleted', statusId: parent });
  });

  const autosave: Autosave = startAutosave({ actor, storage, accountKey: key, persistUpload, editBase });
  // the text as typed, for the tag history's capitalisation (the server lower-cases tag names)
  let sentText = '';
  const watch = actor.subscribe((snapshot) => {
    if (snapshot.matches('submitting')) sentText = snapshot.context.draft.text;
  });
  const onPublished = actor.on('compose.published', ({ status }) => {
    importStatus(store, status);
    if (editBase !== null && editBase.id === status.id) editBase = null;
    const acct = store.get('accounts', me)?.acct ?? status.account.acct;
    pushPublishedNotice(alerts, statusPath(acct, status.id));
    if (status.language) recordLanguage(key, status.language);
    tagHistoryFor(key).recordTags(
      typedTagNames(
        status.tags.map((tag) => tag.name),
        sentText,
      ),
    );
  });

  // a post that got no answer waits in the outbox with its key (an edit with the version it began on); one taken
  // back to edit leaves it, and an edit taken back is again an edit of that version
  const outbox = outboxOf({ server: deps.server, me, api, store, alerts });
  const onQueued = actor.on('compose.queued', (queued) => {
    outbox.send({ type: 'ADD', entry: entryOf(queued, me, Date.now(), editBase) });
    if (editBase !== null && editBase.id === queued.draft.id) editBase = null;
    pushQueuedNotice(alerts);
  });
  const onRestored = actor.on('compose.restored', ({ idempotencyKey }) => {
    const taken = outbox.getSnapshot().context.entries.find((entry) => entry.id === idempotencyKey);
    if (taken?.saved.editBase) {
      editBase = taken.saved.editBase;
      autosave.rememberEdit(editBase);
    }
    outbox.send({ type: 'TAKE', id: idempotencyKey });
  });

  // the settings saved new posting defaults: the draft follows (compose-reset.ts followDefaults)
  const stopDefaults = onPostingDefaultsChanged(store, (credentials) =>
    actor.send({ type: 'compose.defaults', defaults: composeDefaults(credentials) }),
  );

  return {
    actor,
    accountKey: key,
    editCheck,
    outbox,
    rememberEdit(status) {
      editBase = editBaseOf(status);
      autosave.rememberEdit(editBase);
    },
    stop() {
      watch.unsubscribe();
      onPublished.unsubscribe();
      onQueued.unsubscribe();
      onRestored.unsubscribe();
      stopDefaults();
      stopStayPrivacy();
      stopParentWatch();
      stopHolding();
      autosave.stop();
      actor.stop();
    },
  };
}
