/**
 * Hashtag suggestions: the reader's own tags first (at most 4, from the tag history, newest first), then the server's
 * (GET v2/search type=hashtags, q, resolve false, limit 4, exclude_unreviewed true), each written with the history's
 * capitalisation when the history has it, every tag once (case-insensitive), 4 in all. When the server cannot answer,
 * the history's tags are still shown.
 */
import type { Api } from '../api';
import type { Suggestion } from '../../machines/suggestions-types';
import { SUGGESTION_LIMITS } from '../../machines/suggestions-types';
import type { TagHistory } from './tag-history';

type HashtagSuggestion = Extract<Suggestion, { kind: 'hashtag' }>;

const fold = (tag: string) => tag.toLowerCase();

/** Merges the history's matches and the server's names (pure; exported for tests). */
export function mergeHashtags(
  fromHistory: readonly string[],
  fromServer: readonly string[],
  history: readonly string[],
): HashtagSuggestion[] {
  const spelling = new Map<string, string>();
  for (const tag of history) if (!spelling.has(fold(tag))) spelling.set(fold(tag), tag);
  const seen = new Set<string>();
  const out: HashtagSuggestion[] = [];
  const add = (name: string, fromHistoryFlag: boolean) => {
    const key = fold(name);
    if (name === '' || seen.has(key) || out.length >= SUGGESTION_LIMITS.hashtags) return;
    seen.add(key);
    out.push({ kind: 'hashtag', name: spelling.get(key) ?? name, fromHistory: fromHistoryFlag });
  };
  for (const name of fromHistory.slice(0, SUGGESTION_LIMITS.hashtagsFromHistory)) add(name, true);
  for (const name of fromServer) add(name, false);
  return out;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** The suggestions for a '#' token (`token` includes the '#'). */
export async function hashtagSuggestions(
  api: Api,
  history: TagHistory,
  token: string,
  signal?: AbortSignal,
): Promise<HashtagSuggestion[]> {
  const q = token.replace(/^#/, '');
  const mine = history.matching(q, SUGGESTION_LIMITS.hashtagsFromHistory);
  let theirs: string[] = [];
  try {
    const results = await api.search.hashtagSuggestions(q, signal ? { signal } : {});
    theirs = (results.hashtags ?? []).map((tag) => tag.name).filter((name): name is string => typeof name === 'string');
  } catch (error) {
    if (signal?.aborted || isAbort(error) || mine.length === 0) throw error;
  }
  return mergeHashtags(mine, theirs, history.all());
}
