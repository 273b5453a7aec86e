/**
 * The hashtags the reader has posted (the draft's tagHistory), per account in localStorage: newest first, up to 1000
 * kept, one entry per tag compared case-insensitively, keeping the capitalisation used most recently. Hashtag
 * suggestions are completed from it and take its capitalisation.
 */
import { browserStorage } from '../emoji/emoji-frequency';

export const TAG_HISTORY_KEPT = 1000;

export interface TagHistory {
  /** every tag, newest first */
  all(): string[];
  /** after posting: the post's tags (with or without '#'), in the order they were written */
  recordTags(tags: readonly string[]): void;
  /** up to `limit` tags starting with `prefix` (case-insensitive, '#' optional), newest first */
  matching(prefix: string, limit: number): string[];
}

/** The storage key of an account (`accountKey` as the composer names it, e.g. `${server}|${accountId}`). */
export function tagHistoryKey(accountKey: string): string {
  return `tsubame:tag-history:${accountKey}`;
}

const bare = (tag: string) => tag.trim().replace(/^#+/, '');
const fold = (tag: string) => tag.toLowerCase();

function read(storage: Storage | null, key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === 'string' && tag !== '') : [];
  } catch {
    return [];
  }
}

/** `fresh` (newest first) before `old`, each tag once case-insensitively, the first spelling met kept. */
export function mergeTagHistory(fresh: readonly string[], old: readonly string[], kept = TAG_HISTORY_KEPT): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of [...fresh, ...old]) {
    const name = bare(tag);
    if (name === '' || seen.has(fold(name))) continue;
    seen.add(fold(name));
    out.push(name);
    if (out.length >= kept) break;
  }
  return out;
}

export function createTagHistory(storage: Storage | null, accountKey: string): TagHistory {
  const key = tagHistoryKey(accountKey);
  return {
    all: () => read(storage, key),
    recordTags(tags) {
      // within one post the last spelling of a tag is its latest capitalisation
      const latest = new Map<string, string>();
      for (const tag of tags) if (bare(tag) !== '') latest.set(fold(bare(tag)), bare(tag));
      const fresh = tags.map((tag) => latest.get(fold(bare(tag)))).filter((tag): tag is string => tag !== undefined);
      if (fresh.length === 0) return;
      try {
        storage?.setItem(key, JSON.stringify(mergeTagHistory(fresh, read(storage, key))));
      } catch {
        // storage full or refused: the history is a convenience
      }
    },
    matching(prefix, limit) {
      const wanted = fold(bare(prefix));
      if (limit <= 0) return [];
      return read(storage, key)
        .filter((tag) => fold(tag).startsWith(wanted))
        .slice(0, limit);
    },
  };
}

/** The account's tag history in this browser's localStorage. */
export function tagHistoryFor(accountKey: string): TagHistory {
  return createTagHistory(browserStorage(), accountKey);
}

/**
 * The names to record after posting: the server's tags of the post (it lower-cases or normalises them), each
 * spelled as the reader typed it in `text` when it can be found there.
 */
export function typedTagNames(serverTags: readonly string[], text: string): string[] {
  return serverTags.map((name) => {
    const escaped = bare(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const typed = new RegExp(`#(${escaped})(?![\\p{L}\\p{M}\\p{N}_])`, 'iu').exec(text);
    return typed?.[1] ?? bare(name);
  });
}
