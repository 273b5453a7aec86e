/**
 * Content filters and the filter results a status carries. Blur-action results go to the status's
 * matched_media_filters, every other action to matched_filters (filter titles, or false).
 */
import {
  asArray,
  asBoolean,
  asEnum,
  asEnumOrNull,
  asId,
  asString,
  asStringArray,
  asStringOrNull,
  isRecord,
  mapDefined,
} from './coerce';
import type { ApiFilterAction, ApiFilterContext } from './api-types';

export const FILTER_CONTEXTS: readonly ApiFilterContext[] = [
  'home',
  'notifications',
  'public',
  'thread',
  'account',
  'explore',
];
export const FILTER_ACTIONS: readonly ApiFilterAction[] = ['warn', 'hide', 'blur'];

export interface FilterKeyword {
  id: string;
  keyword: string;
  whole_word: boolean;
}
export interface FilterStatusEntry {
  id: string;
  status_id: string;
}

export interface Filter {
  id: string;
  title: string;
  context: ApiFilterContext[];
  filter_action: ApiFilterAction;
  keywords: FilterKeyword[];
  statuses: FilterStatusEntry[];
  expires_at: string | null;
}

/** One entry of a status's `filtered` list, naming its filter. */
export interface StatusFilterResult {
  filterId: string;
  title: string;
  context: ApiFilterContext[];
  filter_action: ApiFilterAction;
  expires_at: string | null;
  keyword_matches: string[];
  status_matches: string[];
}

function normaliseContexts(raw: unknown): ApiFilterContext[] {
  const out: ApiFilterContext[] = [];
  for (const item of asArray(raw)) {
    const context = asEnumOrNull(item, FILTER_CONTEXTS);
    if (context !== null && !out.includes(context)) out.push(context);
  }
  return out;
}

export function normaliseFilter(raw: unknown): Filter | null {
  if (!isRecord(raw)) return null;
  const id = asId(raw.id);
  if (id === null) return null;
  return {
    id,
    title: asString(raw.title),
    context: normaliseContexts(raw.context),
    filter_action: asEnum(raw.filter_action, FILTER_ACTIONS, 'warn'),
    keywords: mapDefined(raw.keywords, (k) => {
      if (!isRecord(k)) return null;
      const keywordId = asId(k.id);
      return keywordId === null
        ? null
        : { id: keywordId, keyword: asString(k.keyword), whole_word: asBoolean(k.whole_word, true) };
    }),
    statuses: mapDefined(raw.statuses, (s) => {
      if (!isRecord(s)) return null;
      const entryId = asId(s.id);
      const statusId = asId(s.status_id);
      return entryId === null || statusId === null ? null : { id: entryId, status_id: statusId };
    }),
    expires_at: asStringOrNull(raw.expires_at),
  };
}

export function normaliseFilterResult(raw: unknown): StatusFilterResult | null {
  if (!isRecord(raw) || !isRecord(raw.filter)) return null;
  const filter = normaliseFilter(raw.filter);
  if (filter === null) return null;
  return {
    filterId: filter.id,
    title: filter.title,
    context: filter.context,
    filter_action: filter.filter_action,
    expires_at: filter.expires_at,
    keyword_matches: asStringArray(raw.keyword_matches),
    status_matches: asStringArray(raw.status_matches),
  };
}

export function normaliseFilterResults(raw: unknown): StatusFilterResult[] {
  return mapDefined(raw, normaliseFilterResult);
}

export interface MatchedFilters {
  matched_filters: string[] | false;
  matched_media_filters: string[] | false;
}

/** Titles of the blur results (media) and of the others, or false when there are none. */
export function matchedFilterTitles(results: readonly StatusFilterResult[]): MatchedFilters {
  const media = results.filter((r) => r.filter_action === 'blur').map((r) => r.title);
  const other = results.filter((r) => r.filter_action !== 'blur').map((r) => r.title);
  return {
    matched_filters: other.length > 0 ? other : false,
    matched_media_filters: media.length > 0 ? media : false,
  };
}

/** A result applies when its context includes `context` and it has no expiry or has not expired. */
export function isFilterResultApplicable(result: StatusFilterResult, context: ApiFilterContext, now: number): boolean {
  if (!result.context.includes(context)) return false;
  if (result.expires_at === null) return true;
  const expiry = Date.parse(result.expires_at);
  return Number.isNaN(expiry) || expiry > now;
}
