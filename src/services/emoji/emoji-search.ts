/**
 * Emoji search for the picker: a query matches an emoji whose shortcode, alias, name or tag contains it
 * (case-insensitive). Words that start with the query rank before words that only contain it; the first 75
 * results are shown (75 by default). Each emoji appears once.
 */
import type { PickerEmoji } from './picker-emoji';

export const EMOJI_SEARCH_LIMIT = 75;

/** 0: a term equals the query, 1: a term starts with it, 2: a term contains it; null: no match. */
function rank(emoji: PickerEmoji, query: string): number | null {
  let best: number | null = null;
  for (const term of emoji.terms) {
    const found = term === query ? 0 : term.startsWith(query) ? 1 : term.includes(query) ? 2 : null;
    if (found !== null && (best === null || found < best)) best = found;
    if (best === 0) break;
  }
  return best;
}

export function searchEmoji(
  sources: Iterable<readonly PickerEmoji[]>,
  query: string,
  limit = EMOJI_SEARCH_LIMIT,
): PickerEmoji[] {
  const wanted = query.trim().replace(/^:|:$/g, '').toLowerCase();
  if (wanted === '') return [];
  const seen = new Set<string>();
  const hits: { emoji: PickerEmoji; rank: number; at: number }[] = [];
  for (const list of sources) {
    for (const emoji of list) {
      if (seen.has(emoji.id)) continue;
      const found = rank(emoji, wanted);
      if (found === null) continue;
      seen.add(emoji.id);
      hits.push({ emoji, rank: found, at: hits.length });
    }
  }
  return hits
    .sort((a, b) => a.rank - b.rank || a.at - b.at)
    .slice(0, limit)
    .map(({ emoji }) => emoji);
}
