import { http, type HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import { apiError, bool, int, json, queryParams, str } from '../kernel/http';
import { compareIds } from '../kernel/ids';
import { route } from '../kernel/routes';
import { serializeAccount } from '../serialize/account';
import { serializeStatus } from '../serialize/status';
import { serializeTag } from '../serialize/tag';
import { resolveUrl, searchAccounts, searchHashtags, searchStatuses } from './core/search-queries';

const TYPES = ['accounts', 'statuses', 'hashtags'];

/** GET /api/v2/search: accounts, statuses (by searchability) and hashtags, with URL lookup of local resources. */
export function searchHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  return [
    http.get(route('/api/v2/search'), ({ request }) => {
      const viewer = ctx.viewer(request);
      const me = viewer?.account.id ?? null;
      const p = queryParams(request);
      const q = (str(p.q) ?? '').trim();
      if (!q) return apiError(400, 'Missing search query');
      const type = str(p.type);
      if (type !== undefined && type !== '' && !TYPES.includes(type))
        return apiError(400, `Unknown search type ${type}`);
      const offset = Math.max(int(p.offset, 0), 0);
      if (!viewer && bool(p.resolve)) {
        return apiError(401, 'Search queries that resolve remote resources are not supported without authentication');
      }
      if (!viewer && offset > 0)
        return apiError(401, 'Search queries pagination is not supported without authentication');
      const limit = Math.min(Math.max(int(p.limit, 20), 1), 40);
      const wants = (t: string) => !type || type === t;
      const window = <T>(items: T[]) => items.slice(offset, offset + limit);
      const maxId = str(p.max_id);
      const minId = str(p.min_id);

      const resolved = resolveUrl(db, q, me);
      const isUrl = /^https?:\/\//i.test(q);
      const accounts = !wants('accounts')
        ? []
        : isUrl
          ? resolved.account
            ? [resolved.account]
            : []
          : window(searchAccounts(db, { q, viewerId: me, following: bool(p.following) }));
      const statuses = !wants('statuses')
        ? []
        : isUrl
          ? resolved.status
            ? [resolved.status]
            : []
          : window(
              searchStatuses(db, { q, viewerId: me, accountId: str(p.account_id) }).filter(
                (s) => (!maxId || compareIds(s.id, maxId) < 0) && (!minId || compareIds(s.id, minId) > 0),
              ),
            );
      const hashtags = !wants('hashtags') || isUrl ? [] : window(searchHashtags(db, q));

      return json({
        accounts: accounts.map((a) => serializeAccount(db, a)),
        statuses: statuses.map((s) => serializeStatus(db, s, me, { filterContext: 'public' })),
        hashtags: hashtags.map((name) => serializeTag(db, name, me)),
      });
    }),
  ];
}
