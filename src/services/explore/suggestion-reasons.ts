/**
 * Why an account is suggested, as the reader is told: the server lists its reasons (`sources`) and the row names
 * the first one it knows, in the server's order. A staff pick (`featured`, or the older `staff`) is said as such;
 * accounts much followed or much interacted with here (`most_followed`, `most_interactions`, the older `global`)
 * are popular on this server; `similar_to_recently_followed` and `friends_of_friends` say how they relate to whom
 * the reader follows. Other reasons (a newer server's, or the older `past_interactions`) are not named.
 */

export type SuggestionReason = 'staffPick' | 'popular' | 'similar' | 'friends';

const REASONS: Readonly<Record<string, SuggestionReason>> = {
  featured: 'staffPick',
  staff: 'staffPick',
  most_followed: 'popular',
  most_interactions: 'popular',
  global: 'popular',
  similar_to_recently_followed: 'similar',
  friends_of_friends: 'friends',
};

/** The reason to show for a suggestion's sources; null when none is known. */
export function suggestionReason(sources: readonly string[]): SuggestionReason | null {
  for (const source of sources) {
    const reason = Object.hasOwn(REASONS, source) ? REASONS[source] : undefined;
    if (reason !== undefined) return reason;
  }
  return null;
}
