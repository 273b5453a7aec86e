/**
 * Saves the compose actor's draft as it changes (field note 5: drafts lost on reload). It listens to the compose
 * actor and to each upload child, writes at most every `throttleMs`, and at once when the page is hidden or
 * left (pagehide, visibilitychange to hidden), since the next chance may never come. An empty draft clears the
 * saved one (so a posted or cancelled draft does not come back). Files of uploads not yet on the server are kept
 * in IndexedDB through the draft storage.
 *
 * Start it once the actor holds the restored draft (if any): it writes on changes only, so a fresh empty actor
 * started before the restore cannot wipe the saved draft.
 */
import type { ComposeDraft, PersistedDraft } from '../../machines/compose-types';
import type { PersistedUpload, UploadFile } from '../../machines/upload-types';
import { DRAFT_VERSION, accountIdOf, type DraftStorage } from './draft-storage';
import type { EditBase } from './edit-guard';

interface Unsubscribable {
  unsubscribe(): void;
}

/** Anything with a snapshot that can be watched: an XState actor ref. */
export interface Watchable<S> {
  getSnapshot(): S;
  subscribe(next: (snapshot: S) => void): Unsubscribable;
}

export interface AutosaveComposeSnapshot<C> {
  status?: string;
  context: { draft: ComposeDraft; media: ReadonlyArray<{ key: string; ref: Watchable<C> }> };
}

export interface AutosaveOptions<C> {
  /** the compose actor */
  actor: Watchable<AutosaveComposeSnapshot<C>>;
  storage: DraftStorage;
  /** accountKey(server, accountId) */
  accountKey: string;
  /** an upload child's snapshot as saved (the upload machine's `persistUpload`) */
  persistUpload: (snapshot: C) => PersistedUpload | null;
  /** the file of an upload child (default: `snapshot.context.file`) */
  fileOf?: (snapshot: C) => UploadFile | null;
  throttleMs?: number;
  /** the base of the edit in progress (a restored draft's editBase) */
  editBase?: EditBase | null;
  now?: () => number;
  /** where pagehide and visibilitychange are heard (default: window and document; null: nowhere) */
  page?: { window: EventTarget | null; document: (EventTarget & { visibilityState: string }) | null };
}

export interface Autosave {
  /** saves now if anything changed since the last save */
  flush(): void;
  /** an edit began on this version of a post (editBaseOf(status)); saved with the draft while draft.id matches */
  rememberEdit(base: EditBase | null): void;
  /** saves what is pending and stops listening */
  stop(): void;
}

export const AUTOSAVE_THROTTLE_MS = 400;

/** Nothing worth keeping: no text, no content warning, no media, no poll, no quote, not editing, not replying. */
export function isEmptyDraft(draft: ComposeDraft, mediaCount: number): boolean {
  return (
    draft.text.trim() === '' &&
    draft.spoiler_text.trim() === '' &&
    mediaCount === 0 &&
    draft.poll === null &&
    draft.quoted_status_id === null &&
    draft.id === null &&
    draft.in_reply_to === null
  );
}

const defaultFileOf = (snapshot: unknown): UploadFile | null => {
  const file = (snapshot as { context?: { file?: UploadFile | null } } | null)?.context?.file;
  return file ?? null;
};

function defaultPage(): NonNullable<AutosaveOptions<unknown>['page']> {
  return {
    window: typeof window === 'undefined' ? null : window,
    document: typeof document === 'undefined' ? null : document,
  };
}

const EMPTY = 'empty';

export function startAutosave<C>(options: AutosaveOptions<C>): Autosave {
  const { actor, storage, accountKey, persistUpload, throttleMs = AUTOSAVE_THROTTLE_MS, now = Date.now } = options;
  const fileOf = options.fileOf ?? (defaultFileOf as (snapshot: C) => UploadFile | null);
  const page = options.page ?? defaultPage();
  const accountId = accountIdOf(accountKey);
  let editBase = options.editBase ?? null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastSaveAt = -Infinity;
  let dirty = false;
  let stopped = false;
  /** what was last written: the draft signature, or EMPTY after a clear */
  let lastWritten: string | null = null;
  let lastFiles = new Map<string, Blob>();
  const children = new Map<string, { ref: Watchable<C>; subscription: Unsubscribable }>();

  const snapshotUploads = (media: AutosaveComposeSnapshot<C>['context']['media']) => {
    const uploads: PersistedUpload[] = [];
    const files: Record<string, UploadFile> = {};
    for (const { ref } of media) {
      const child = ref.getSnapshot();
      if ((child as { status?: string } | null)?.status === 'done') continue; // removed
      let upload: PersistedUpload | null;
      try {
        upload = persistUpload(child);
      } catch {
        upload = null;
      }
      if (!upload) continue;
      uploads.push(upload);
      const file = upload.attachment === null ? fileOf(child) : null;
      if (file) files[upload.key] = file;
    }
    return { uploads, files };
  };

  const sameFiles = (files: Record<string, UploadFile>) => {
    const entries = Object.entries(files);
    return entries.length === lastFiles.size && entries.every(([key, file]) => lastFiles.get(key) === file.blob);
  };

  const save = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    dirty = false;
    lastSaveAt = now();
    const { draft, media } = actor.getSnapshot().context;
    const { uploads, files } = snapshotUploads(media);
    if (isEmptyDraft(draft, uploads.length)) {
      if (lastWritten !== EMPTY) {
        lastWritten = EMPTY;
        lastFiles = new Map();
        void storage.clear(accountKey);
      }
      return;
    }
    const base = draft.id !== null && editBase?.id === draft.id ? editBase : null;
    const signature = JSON.stringify([draft, uploads, base]);
    if (signature !== lastWritten) {
      const persisted: PersistedDraft = { version: DRAFT_VERSION, accountId, savedAt: now(), draft, media: uploads };
      if (base) persisted.editBase = { ...base };
      lastWritten = storage.save(accountKey, persisted) ? signature : null;
    }
    if (!sameFiles(files)) {
      const sent = new Map(Object.entries(files).map(([key, file]) => [key, file.blob] as const));
      lastFiles = sent;
      // refused (full, private mode): try again with the next save
      void storage.saveFiles(accountKey, files).then((ok) => {
        if (!ok && lastFiles === sent) lastFiles = new Map();
      });
    }
  };

  const schedule = () => {
    if (stopped) return;
    dirty = true;
    if (timer !== null) return;
    timer = setTimeout(save, Math.max(0, lastSaveAt + throttleMs - now()));
  };

  const watchChildren = (snapshot: AutosaveComposeSnapshot<C>) => {
    const seen = new Set<string>();
    for (const { key, ref } of snapshot.context.media) {
      seen.add(key);
      const known = children.get(key);
      if (known?.ref === ref) continue;
      known?.subscription.unsubscribe();
      children.set(key, { ref, subscription: ref.subscribe(schedule) });
    }
    for (const [key, child] of children) {
      if (seen.has(key)) continue;
      child.subscription.unsubscribe();
      children.delete(key);
    }
  };

  const flush = () => {
    if (!stopped && dirty) save();
  };
  const onHidden = () => {
    if (page.document?.visibilityState === 'hidden') flush();
  };

  watchChildren(actor.getSnapshot());
  const subscription = actor.subscribe((snapshot) => {
    watchChildren(snapshot);
    schedule();
  });
  page.window?.addEventListener('pagehide', flush);
  page.document?.addEventListener('visibilitychange', onHidden);

  return {
    flush,
    rememberEdit(base) {
      editBase = base;
      schedule();
    },
    stop() {
      flush();
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      subscription.unsubscribe();
      for (const child of children.values()) child.subscription.unsubscribe();
      children.clear();
      page.window?.removeEventListener('pagehide', flush);
      page.document?.removeEventListener('visibilitychange', onHidden);
    },
  };
}
