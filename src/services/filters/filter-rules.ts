/**
 * Filter application, as pure functions. A filter applies only if its context includes the current context (see
 * filter-context.ts) and it has no expiry or has not expired. Own posts are never filtered. Action hide removes the
 * post, except in detailed, bookmarks and favourites contexts; action blur hides only the media; the other matching
 * filters (warn, and hide where it does not remove) give the warning text.
 *
 * A post matches a filter when the server's results on it (`filtered`) name the filter, or, for posts that
 * came without results (streaming) or with results for another context, when one of the filter's keywords
 * occurs in its text or the filter lists the post. The store's copy of a filter wins over the copy inside a
 * result (it reflects edits); once the complete list is loaded, results naming a deleted filter are ignored.
 */
import type { ApiFilterAction, ApiFilterContext } from '../../domain/entities/api-types';
import type { Filter, StatusFilterResult } from '../../domain/entities/filter';
import { filterContextOf, hideRemovesPostIn } from './filter-context';
import { keywordMatches } from './keyword-match';

export interface FilterVerdict {
  /** the post is removed from lists in this context */
  hidden: boolean;
  /** titles of the filters whose warning replaces the post's content, or false */
  warning: readonly string[] | false;
  /** titles of the blur filters hiding its media, or false */
  media: readonly string[] | false;
}

export const NOT_FILTERED: FilterVerdict = Object.freeze({ hidden: false, warning: false, media: false });

/** What the rules read of a post (the shown one: for a boost, the boosted post). */
export interface FilterSubject {
  id: string;
  accountId: string;
  filtered: readonly StatusFilterResult[];
  /** plain text of spoiler, content, poll options and media descriptions */
  searchText: string;
}

export interface FilterEnvironment {
  /** the signed-in account (own posts are never filtered) */
  me: string | null;
  /** the client context type: a timeline name, 'detailed', 'bookmarks', 'favourites', 'notifications'... */
  contextType: string;
  /** the clock, in ms since the epoch */
  now: number;
  /** the store's v2 filters */
  filters: ReadonlyMap<string, Filter>;
  /** whether `filters` is the complete list from the server */
  filtersComplete: boolean;
}

interface FilterTerms {
  title: string;
  context: readonly ApiFilterContext[];
  filter_action: ApiFilterAction;
  expires_at: string | null;
}

/** Its context includes `context`, and it has no expiry or has not expired at `now`. */
export function isFilterApplicable(
  filter: Pick<FilterTerms, 'context' | 'expires_at'>,
  context: ApiFilterContext,
  now: number,
): boolean {
  if (!filter.context.includes(context)) return false;
  if (filter.expires_at === null) return true;
  const expiry = Date.parse(filter.expires_at);
  return Number.isNaN(expiry) || expiry > now;
}

/** Whether a stored filter matches the post by itself: it lists the post, or one of its keywords occurs. */
export function filterMatchesLocally(filter: Filter, subject: FilterSubject): boolean {
  if (filter.statuses.some((entry) => entry.status_id === subject.id)) return true;
  return filter.keywords.some((k) => keywordMatches(subject.searchText, k.keyword, k.whole_word));
}

/** The filters that apply to the post in this context, by id. */
export function matchingFilters(subject: FilterSubject, env: FilterEnvironment): FilterTerms[] {
  if (env.me !== null && subject.accountId === env.me) return [];
  const context = filterContextOf(env.contextType);
  const found = new Map<string, FilterTerms>();
  for (const result of subject.filtered) {
    const stored = env.filters.get(result.filterId);
    if (stored === undefined && env.filtersComplete) continue;
    const terms = stored ?? result;
    if (isFilterApplicable(terms, context, env.now)) found.set(result.filterId, terms);
  }
  for (const filter of env.filters.values()) {
    if (found.has(filter.id) || !isFilterApplicable(filter, context, env.now)) continue;
    if (filterMatchesLocally(filter, subject)) found.set(filter.id, filter);
  }
  return [...found.values()];
}

/** Hide, blur and warning from the matching filters, in this context. */
export function verdictOf(matches: readonly FilterTerms[], contextType: string): FilterVerdict {
  if (matches.length === 0) return NOT_FILTERED;
  const removes = hideRemovesPostIn(contextType);
  if (removes && matches.some((m) => m.filter_action === 'hide')) return { hidden: true, warning: false, media: false };
  const media = matches.filter((m) => m.filter_action === 'blur').map((m) => m.title);
  const warning = matches.filter((m) => m.filter_action !== 'blur').map((m) => m.title);
  return { hidden: false, warning: warning.length > 0 ? warning : false, media: media.length > 0 ? media : false };
}

export function filterVerdict(subject: FilterSubject, env: FilterEnvironment): FilterVerdict {
  return verdictOf(matchingFilters(subject, env), env.contextType);
}

/** The titles as the warning names them: 'Filtered: {titles}'. */
export function joinFilterTitles(titles: readonly string[]): string {
  return titles.join(', ');
}
