import type { SandboxDb } from '../../kernel/db';
import { compareIds } from '../../kernel/ids';
import { bool, list, str, type Params } from '../../kernel/http';
import type { NotificationRecord } from '../../kernel/records';
import { isShowable } from '../../serialize/notification';

export interface NotificationQuery {
  types: string[];
  excludeTypes: string[];
  accountId: string | null;
  includeFiltered: boolean;
}

/** Reads types[], exclude_types[], account_id and include_filtered from query parameters. */
export function notificationQuery(params: Params): NotificationQuery {
  return {
    types: list(params.types),
    excludeTypes: list(params.exclude_types),
    accountId: str(params.account_id) ?? null,
    includeFiltered: bool(params.include_filtered),
  };
}

export const newestFirst = (a: { id: string }, b: { id: string }) => compareIds(b.id, a.id);

/** Every notification of an account, newest first (filtered ones included). */
export function notificationsOf(db: SandboxDb, accountId: string): NotificationRecord[] {
  return [...db.notifications.values()].filter((n) => n.account_id === accountId).sort(newestFirst);
}

/**
 * The viewer's browsable notifications, newest first. As on Mastodon, notifications the policy filtered are
 * left out unless `include_filtered` asks for them, a sender named by `account_id` or not (a request's
 * notifications are read with both).
 */
export function browsableNotifications(
  db: SandboxDb,
  viewerId: string,
  query: NotificationQuery,
): NotificationRecord[] {
  return notificationsOf(db, viewerId).filter((n) => {
    if (query.types.length > 0 && !query.types.includes(n.type)) return false;
    if (query.excludeTypes.includes(n.type)) return false;
    if (query.accountId !== null && n.from_account_id !== query.accountId) return false;
    if (n.filtered && !query.includeFiltered) return false;
    return isShowable(db, n);
  });
}

/** Link header with next (max_id) and prev (min_id) for a page spanning [oldestId, newestId]. */
export function pageLink(request: Request, oldestId: string, newestId: string): string {
  const url = new URL(request.url);
  const make = (key: 'max_id' | 'min_id', id: string) => {
    const next = new URL(url);
    for (const k of ['max_id', 'since_id', 'min_id']) next.searchParams.delete(k);
    next.searchParams.set(key, id);
    return next.toString();
  };
  return `<${make('max_id', oldestId)}>; rel="next", <${make('min_id', newestId)}>; rel="prev"`;
}
