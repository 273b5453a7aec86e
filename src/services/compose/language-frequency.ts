/**
 * Frequently used languages (the frequentlyUsedLanguages counters of the client settings), per account in
 * localStorage under `tsubame:languages:<accountKey>`: each post counts its language once, and the language
 * picker lists the used ones first, most used first, then every other language in its usual order. This file
 * is the counters' only keeper: reading, counting a post and forgetting them all go through it.
 */
import { browserStorage } from '../emoji/emoji-frequency';

export type LanguageCounts = Readonly<Record<string, number>>;

/** counters kept at most; the least used are dropped beyond */
export const LANGUAGES_KEPT = 64;

export function languagesStorageKey(accountKey: string): string {
  return `tsubame:languages:${accountKey}`;
}

/** The account's counts (a malformed or absent record reads as none). */
export function frequentLanguages(
  accountKey: string,
  storage: Storage | null = browserStorage(),
): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(languagesStorageKey(accountKey)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const counts: Record<string, number> = {};
    for (const [language, count] of Object.entries(parsed)) {
      if (language !== '' && typeof count === 'number' && Number.isInteger(count) && count > 0)
        counts[language] = count;
    }
    return counts;
  } catch {
    return {};
  }
}

/** Counts one post in `language`; false when the storage refused (the counts are a convenience). */
export function recordLanguage(
  accountKey: string,
  language: string,
  storage: Storage | null = browserStorage(),
): boolean {
  if (!storage || language.trim() === '') return false;
  const counts = frequentLanguages(accountKey, storage);
  counts[language] = (Object.hasOwn(counts, language) ? counts[language]! : 0) + 1;
  const kept = Object.fromEntries(
    Object.entries(counts)
      .sort(([, a], [, b]) => b - a)
      .slice(0, LANGUAGES_KEPT),
  );
  try {
    storage.setItem(languagesStorageKey(accountKey), JSON.stringify(kept));
    return true;
  } catch {
    return false;
  }
}

/** Forgets the account's counts (a settings screen's reset): the picker lists every language in its usual order. */
export function clearFrequentLanguages(accountKey: string, storage: Storage | null = browserStorage()): void {
  try {
    storage?.removeItem(languagesStorageKey(accountKey));
  } catch {
    // storage refused: nothing was kept either
  }
}

/**
 * `all` reordered: the languages with a count first (highest count first; equal counts keep their order in
 * `all`), then the rest in their order. Counted languages missing from `all` are not added.
 */
export function orderedLanguages<T>(
  all: readonly T[],
  frequent: LanguageCounts,
  codeOf: (item: T) => string = String,
): T[] {
  const countOf = (item: T) => {
    const code = codeOf(item);
    const count = Object.hasOwn(frequent, code) ? frequent[code] : 0;
    return typeof count === 'number' && count > 0 ? count : 0;
  };
  const used = all.filter((item) => countOf(item) > 0);
  // Array.prototype.sort is stable: ties stay in the order of `all`
  used.sort((a, b) => countOf(b) - countOf(a));
  return [...used, ...all.filter((item) => countOf(item) === 0)];
}
