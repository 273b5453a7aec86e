/**
 * The per-timeline regex filter (one of the client settings): a setting per account per timeline name, kept in
 * localStorage and, for a signed-in reader, sent to the server with the other client settings
 * (timeline-regex-sync.ts). Posts whose text matches it (case-insensitively) are left out of that timeline,
 * except the reader's own. An invalid expression is ignored (the settings field says why).
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';

export const TIMELINE_REGEX_PREFIX = 'tsubame.timelineRegex';
const listeners = new Set<() => void>();

/** One account on one server: `https://social.example|109…` (signed-out reading has no id). */
export function regexAccountKey(server: string, me: string | null): string {
  return `${server}|${me ?? ''}`;
}

export function timelineRegexStorageKey(account: string, timeline: string): string {
  return `${TIMELINE_REGEX_PREFIX}:${account}:${timeline}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readTimelineRegex(account: string, timeline: string): string {
  try {
    return storage()?.getItem(timelineRegexStorageKey(account, timeline)) ?? '';
  } catch {
    return '';
  }
}

/** Saves the expression as typed; a blank one removes the setting. */
export function writeTimelineRegex(account: string, timeline: string, body: string): void {
  try {
    const store = storage();
    if (body.trim() === '') store?.removeItem(timelineRegexStorageKey(account, timeline));
    else store?.setItem(timelineRegexStorageKey(account, timeline), body);
  } catch {
    // storage full or unavailable: the setting lasts for this page only through the listeners below
  }
  timelineRegexChanged();
}

/** Tells the views reading an expression that the stored ones changed (written by another part of the client). */
export function timelineRegexChanged(): void {
  for (const listener of [...listeners]) listener();
}

export function subscribeTimelineRegex(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(TIMELINE_REGEX_PREFIX)) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

export type CompiledRegex = { regex: RegExp | null; error: string | null };

/** The expression as a case-insensitive RegExp; null when blank; an invalid one gives null and the error. */
export function compileTimelineRegex(body: string): CompiledRegex {
  const trimmed = body.trim();
  if (trimmed === '') return { regex: null, error: null };
  try {
    return { regex: new RegExp(trimmed, 'i'), error: null };
  } catch (error) {
    return { regex: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The stored expression of `timeline` for `account`, re-rendering when it changes. */
export function useTimelineRegexSource(account: string, timeline: string): string {
  const read = useCallback(() => readTimelineRegex(account, timeline), [account, timeline]);
  return useSyncExternalStore(subscribeTimelineRegex, read, read);
}

/** The compiled expression (null when blank or invalid). */
export function useTimelineRegex(account: string, timeline: string): RegExp | null {
  const source = useTimelineRegexSource(account, timeline);
  return useMemo(() => compileTimelineRegex(source).regex, [source]);
}
