import type { SandboxDb } from '../kernel/db';
import type { FilterRecord, StatusRecord } from '../kernel/records';

export interface FilterResultJson {
  filter: {
    id: string;
    title: string;
    context: FilterRecord['context'];
    expires_at: string | null;
    filter_action: FilterRecord['filter_action'];
  };
  keyword_matches: string[] | null;
  status_matches: string[] | null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether a keyword matches a text; whole_word respects Unicode word boundaries. */
export function keywordMatches(text: string, keyword: string, wholeWord: boolean): boolean {
  if (!keyword) return false;
  return keywordPattern(keyword, wholeWord).test(text);
}

/** Compiled keyword patterns (filters are few and their keywords rarely change; bounded all the same). */
const compiled = new Map<string, RegExp>();

function keywordPattern(keyword: string, wholeWord: boolean): RegExp {
  const key = `${wholeWord ? 'w' : 's'}:${keyword}`;
  let pattern = compiled.get(key);
  if (!pattern) {
    const body = escapeRegExp(keyword);
    // no g or y flag: test() keeps no lastIndex state, so one object can be shared
    pattern = new RegExp(wholeWord ? `(?<![\\p{L}\\p{N}_])${body}(?![\\p{L}\\p{N}_])` : body, 'iu');
    if (compiled.size >= 500) compiled.clear();
    compiled.set(key, pattern);
  }
  return pattern;
}

function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Plain text of each status's content, remembered while the content stays the same. */
const plainContent = new WeakMap<StatusRecord, { html: string; text: string }>();

function contentText(status: StatusRecord): string {
  const known = plainContent.get(status);
  if (known && known.html === status.content) return known.text;
  const text = htmlToText(status.content);
  plainContent.set(status, { html: status.content, text });
  return text;
}

/** Text a filter searches: the warning, the content, media descriptions and poll options. */
export function filterableText(db: SandboxDb, status: StatusRecord): string {
  const parts = [status.spoiler_text, contentText(status)];
  for (const id of status.media_ids) parts.push(db.media.get(id)?.description ?? '');
  const poll = status.poll_id ? db.polls.get(status.poll_id) : undefined;
  if (poll) parts.push(...poll.options);
  return parts.join('\n');
}

/**
 * The viewer's filters matching a status in a context. Expired filters are ignored, filters whose context
 * lacks the given one are ignored, and the viewer's own posts are never filtered.
 */
export function matchFilters(
  db: SandboxDb,
  viewerId: string,
  status: StatusRecord,
  context: string,
): FilterResultJson[] {
  if (status.account_id === viewerId) return [];
  const now = db.now();
  let text: string | null = null;
  const results: FilterResultJson[] = [];
  for (const filter of db.filters.values()) {
    if (filter.account_id !== viewerId) continue;
    if (!(filter.context as string[]).includes(context)) continue;
    if (filter.expires_at !== null && Date.parse(filter.expires_at) <= now) continue;
    text ??= filterableText(db, status);
    const keywordHits = filter.keywords
      .filter((k) => keywordMatches(text!, k.keyword, k.whole_word))
      .map((k) => k.keyword);
    const statusHits = filter.statuses.filter((s) => s.status_id === status.id).map((s) => s.id);
    if (keywordHits.length === 0 && statusHits.length === 0) continue;
    results.push({
      filter: {
        id: filter.id,
        title: filter.title,
        context: [...filter.context],
        expires_at: filter.expires_at,
        filter_action: filter.filter_action,
      },
      keyword_matches: keywordHits.length > 0 ? keywordHits : null,
      status_matches: statusHits.length > 0 ? statusHits : null,
    });
  }
  return results;
}
