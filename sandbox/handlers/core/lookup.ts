import type { SandboxDb } from '../../kernel/db';
import { compareIds } from '../../kernel/ids';
import { paginate, paginateWalk, type PageOptions } from '../../kernel/http';
import type { StatusRecord } from '../../kernel/records';
import { canSee } from '../../kernel/visibility';
import { serializeStatus, type StatusJson } from '../../serialize/status';

/** A live status the viewer may see, or undefined (the caller answers 404). */
export function visibleStatus(db: SandboxDb, id: string, viewerId: string | null): StatusRecord | undefined {
  const status = db.statuses.get(id);
  return status && !status.deleted && canSee(db, viewerId, status) ? status : undefined;
}

/** Sorts statuses newest first (by snowflake id). */
export function newestFirst<T extends { id: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => compareIds(b.id, a.id));
}

export function statusesJson(
  db: SandboxDb,
  statuses: StatusRecord[],
  viewerId: string | null,
  filterContext?: string,
): StatusJson[] {
  return statuses.map((s) => serializeStatus(db, s, viewerId, filterContext ? { filterContext } : {}));
}

/** Pages statuses (any order in) by id, newest first, and serialises the page. */
export function pageStatuses(
  db: SandboxDb,
  request: Request,
  statuses: StatusRecord[],
  viewerId: string | null,
  filterContext?: string,
  options?: PageOptions,
) {
  const page = paginate(request, newestFirst(statuses), (s) => s.id, options);
  return { body: statusesJson(db, page.items, viewerId, filterContext), link: page.link };
}

/**
 * Pages the statuses `accept` lets through, walking db.statuses in id order from the page's edge, so a page costs
 * about `limit` tests of `accept` rather than a filter and sort of every status.
 */
export function pageAcceptedStatuses(
  db: SandboxDb,
  request: Request,
  accept: (status: StatusRecord) => boolean,
  viewerId: string | null,
  filterContext?: string,
  options?: PageOptions,
) {
  const pick = (id: string) => {
    const status = db.statuses.get(id);
    return status && accept(status) ? status : undefined;
  };
  const page = paginateWalk(request, db.statuses.order, pick, (s) => s.id, options);
  return { body: statusesJson(db, page.items, viewerId, filterContext), link: page.link };
}

/**
 * Pages a relation listed oldest first (favourites, bookmarks, followers...) where rows have no id of their own:
 * each row gets its 1-based position as the paging id, newest first.
 */
export function pageByPosition<T>(request: Request, oldestFirst: T[], options?: PageOptions) {
  const rows = oldestFirst.map((item, index) => ({ item, id: String(index + 1) })).reverse();
  const page = paginate(request, rows, (r) => r.id, options);
  return { items: page.items.map((r) => r.item), link: page.link };
}
