import { HttpResponse } from 'msw';
import { compareIds } from './ids';

/** JSON answer with an optional Link header. */
export function json(
  body: unknown,
  init: { status?: number; link?: string | null; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...(init.headers ?? {}) };
  if (init.link) headers.Link = init.link;
  return HttpResponse.json(body as never, { status: init.status ?? 200, headers });
}

/** Mastodon-style error body `{ error }` (422 may add details). */
export function apiError(status: number, error: string, details?: Record<string, unknown>) {
  return HttpResponse.json(details ? { error, details } : { error }, { status });
}

export const notFound = () => apiError(404, 'Record not found');
export const unauthorized = () => apiError(401, 'The access token is invalid');
export const forbidden = () => apiError(403, 'This action is not allowed');
export const unprocessable = (error: string, details?: Record<string, unknown>) => apiError(422, error, details);

export type ParamValue = string | File | ParamValue[] | { [key: string]: ParamValue };
export type Params = Record<string, ParamValue>;

/**
 * Sets `value` at a bracketed key as Rails does: `id[]` appends, `poll[options][]` nests, and `a[][k]` builds an
 * array of objects, starting a new object whenever the last one already holds `k`.
 */
function assign(target: Record<string, ParamValue>, key: string, value: string | File): void {
  const parts = key.replace(/\]/g, '').split('[');
  let node: Record<string, ParamValue> = target;
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    const last = i === parts.length - 1;
    if (last) {
      node[part] = value;
      return;
    }
    if (parts[i + 1] === '') {
      // `part[]...`: an array under `part`
      const existing = node[part];
      const array: ParamValue[] = Array.isArray(existing) ? existing : [];
      node[part] = array;
      const rest = parts.slice(i + 2);
      if (rest.length === 0) {
        array.push(value);
        return;
      }
      const tail = array[array.length - 1];
      const head = rest[0]!;
      const reuse =
        tail !== undefined &&
        typeof tail === 'object' &&
        !Array.isArray(tail) &&
        !(tail instanceof File) &&
        !(head in tail);
      const element: Record<string, ParamValue> = reuse ? (tail as Record<string, ParamValue>) : {};
      if (!reuse) array.push(element);
      assign(element, rest.map((p, n) => (n === 0 ? p : `[${p}]`)).join(''), value);
      return;
    }
    const existing = node[part];
    if (existing === undefined || typeof existing !== 'object' || Array.isArray(existing) || existing instanceof File)
      node[part] = {};
    node = node[part] as Record<string, ParamValue>;
  }
}

/** Query-string parameters with `x[]` arrays collected. */
export function queryParams(request: Request): Params {
  const out: Params = {};
  for (const [key, value] of new URL(request.url).searchParams) assign(out, key, value);
  return out;
}

/** Body parameters from JSON, urlencoded or multipart bodies, merged over the query string. */
export async function readParams(request: Request): Promise<Params> {
  const out = queryParams(request);
  if (request.method === 'GET' || request.method === 'HEAD') return out;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const text = await request.text();
    if (text.trim()) Object.assign(out, JSON.parse(text) as Params);
  } else if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await request.formData();
    for (const [key, value] of form) assign(out, key, value as string | File);
  }
  return out;
}

export const str = (v: ParamValue | undefined): string | undefined => (typeof v === 'string' ? v : undefined);
export const bool = (v: ParamValue | undefined, fallback = false): boolean => {
  if (typeof v === 'boolean') return v;
  if (typeof v !== 'string') return fallback;
  return ['1', 'true', 'on', 'yes'].includes(v.toLowerCase());
};
export const int = (v: ParamValue | undefined, fallback: number): number => {
  if (typeof v === 'number') return v;
  const n = typeof v === 'string' ? Number.parseInt(v, 10) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
};
export const list = (v: ParamValue | undefined): string[] => {
  if (v === undefined) return [];
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
  return typeof v === 'string' ? [v] : [];
};

export interface PageOptions {
  defaultLimit?: number;
  maxLimit?: number;
  /**
   * The next link only after a full page (`limit` items), as Mastodon's `records_continue?` lists do (followed
   * tags, bookmarks...); without it a non-empty page always names a next page, as timelines do.
   */
  nextOnlyWhenFull?: boolean;
}

interface PageQuery {
  url: URL;
  /** null when the request named no limit */
  rawLimit: string | null;
  limit: number;
  maxId: string | null;
  sinceId: string | null;
  minId: string | null;
}

function pageQuery(request: Request, options: PageOptions): PageQuery {
  const url = new URL(request.url);
  const q = url.searchParams;
  const maxLimit = options.maxLimit ?? 40;
  const rawLimit = q.get('limit');
  const limit =
    rawLimit === null
      ? (options.defaultLimit ?? 20)
      : Math.min(Math.max(Number.parseInt(rawLimit, 10) || 0, 0), maxLimit);
  return {
    url,
    rawLimit,
    limit,
    maxId: q.get('max_id') || null,
    sinceId: q.get('since_id') || null,
    minId: q.get('min_id') || null,
  };
}

/** The Link header of a page: next (older, max_id = last) when `withNext`, and prev (newer, min_id = first). */
function pageLink(url: URL, firstId: string, lastId: string, withNext: boolean): string {
  const make = (key: 'max_id' | 'min_id', id: string) => {
    const next = new URL(url);
    for (const k of ['max_id', 'since_id', 'min_id']) next.searchParams.delete(k);
    next.searchParams.set(key, id);
    return next.toString();
  };
  const prev = `<${make('min_id', firstId)}>; rel="prev"`;
  return withNext ? `<${make('max_id', lastId)}>; rel="next", ${prev}` : prev;
}

function finish<T>(query: PageQuery, window: T[], getId: (item: T) => string, options: PageOptions) {
  if (window.length === 0) return { items: window, link: null as string | null };
  const withNext = !options.nextOnlyWhenFull || window.length >= query.limit;
  return {
    items: window,
    link: pageLink(query.url, getId(window[0]!), getId(window[window.length - 1]!), withNext) as string | null,
  };
}

/**
 * Id-based paging over items sorted newest first. Honours max_id, since_id, min_id and limit;
 * kmyblue's limit=0 returns everything with no Link header.
 */
export function paginate<T>(request: Request, items: T[], getId: (item: T) => string, options: PageOptions = {}) {
  const query = pageQuery(request, options);
  const { maxId, sinceId, minId, rawLimit, limit } = query;
  let window = items.filter((item) => {
    const id = getId(item);
    if (maxId && compareIds(id, maxId) >= 0) return false;
    if (sinceId && compareIds(id, sinceId) <= 0) return false;
    if (minId && compareIds(id, minId) <= 0) return false;
    return true;
  });
  if (rawLimit !== null && limit === 0) return { items: window, link: null as string | null };
  // min_id pages forward from the given id: take the oldest `limit` items above it.
  window = minId ? window.slice(Math.max(window.length - limit, 0)) : window.slice(0, limit);
  return finish(query, window, getId, options);
}

/** Ordered ids a timeline may walk: newest first below an id, or oldest first above one (see StatusOrder). */
export interface IdWalk {
  descending(below: string | null, above?: string | null): Iterable<string>;
  ascending(above: string | null, below?: string | null): Iterable<string>;
}

/**
 * The same paging as `paginate`, without building the whole timeline: walks the ids in order from the page's
 * edge and keeps the items `pick` returns (undefined skips an id) until the page is full. A page of a timeline
 * that holds most of the table costs about `limit` calls of `pick`, whatever the table's size.
 */
export function paginateWalk<T>(
  request: Request,
  walk: IdWalk,
  pick: (id: string) => T | undefined,
  getId: (item: T) => string,
  options: PageOptions = {},
) {
  const query = pageQuery(request, options);
  const { maxId, sinceId, minId, rawLimit, limit } = query;
  const floor =
    [sinceId, minId]
      .filter((id): id is string => id !== null)
      .sort(compareIds)
      .pop() ?? null;
  const everything = rawLimit !== null && limit === 0;
  const take = (ids: Iterable<string>) => {
    const out: T[] = [];
    if (!everything && limit === 0) return out;
    for (const id of ids) {
      const item = pick(id);
      if (item === undefined) continue;
      out.push(item);
      if (!everything && out.length >= limit) break;
    }
    return out;
  };
  // min_id pages forward from the given id: the oldest `limit` items above it, answered newest first
  const window =
    minId && !everything ? take(walk.ascending(floor, maxId)).reverse() : take(walk.descending(maxId, floor));
  if (everything) return { items: window, link: null as string | null };
  return finish(query, window, getId, options);
}

/** Offset paging (directory, search expansion). */
export function offsetPage<T>(request: Request, items: T[], options: PageOptions = {}) {
  const q = new URL(request.url).searchParams;
  const limit = Math.min(int(q.get('limit') ?? undefined, options.defaultLimit ?? 20), options.maxLimit ?? 80);
  const offset = Math.max(int(q.get('offset') ?? undefined, 0), 0);
  return items.slice(offset, offset + limit);
}
