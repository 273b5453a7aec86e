import { useCallback, useSyncExternalStore } from 'react';

/**
 * The object URLs of the files views show, as an external store: a blob's URL is made when the first view
 * subscribes to it and revoked when the last one lets go (a moment later, so a view subscribing again at once,
 * as Strict Mode's second run of effects does, keeps the same URL).
 */
interface Entry {
  url: string;
  users: number;
  revoking: ReturnType<typeof setTimeout> | null;
}

const entries = new WeakMap<Blob, Entry>();

const supported = () => typeof URL.createObjectURL === 'function';

function retain(blob: Blob): () => void {
  let entry = entries.get(blob);
  if (entry === undefined) {
    entry = { url: URL.createObjectURL(blob), users: 0, revoking: null };
    entries.set(blob, entry);
  }
  if (entry.revoking !== null) clearTimeout(entry.revoking);
  entry.revoking = null;
  entry.users += 1;
  const held = entry;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.users -= 1;
    if (held.users > 0) return;
    held.revoking = setTimeout(() => {
      if (held.users > 0 || entries.get(blob) !== held) return;
      entries.delete(blob);
      URL.revokeObjectURL(held.url);
    }, 0);
  };
}

const noUrl = () => null;

/**
 * An object URL for a local file while the view shows it: made once the view is there, revoked when the blob
 * changes or the view unmounts (so a replaced or removed file's bytes are freed). Null without a blob, until
 * the URL is made, and where the platform has no object URLs.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const file = blob && supported() ? blob : null;
  // the URL is made by subscribing, and React reads the snapshot again right after: no change to announce
  const subscribe = useCallback(() => (file === null ? () => {} : retain(file)), [file]);
  const getSnapshot = useCallback(() => (file === null ? null : (entries.get(file)?.url ?? null)), [file]);
  return useSyncExternalStore(subscribe, getSnapshot, noUrl);
}
