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

/**
 * Which types a query can find, as Mastodon decides from its shape: no accounts for `#tag` or for a query with
 * both `@` and a space; no posts for a lone `#tag` or `@name` (one word), and never signed out (full-text search
 * needs a token); no hashtags for anything with `@`.
 */
function searchableTypes(q: string, signedIn: boolean) {
  const oneWord = !q.includes(' ');
  return {
    accounts: !(q.startsWith('#') || (q.includes('@') && !oneWord)),
    statuses: signedIn && !((q.startsWith('#') || q.includes('@')) && oneWord),
    hashtags: !q.includes('@'),
  };
}

/**
 * GET /api/v2/search: accounts, statuses (by searchability) and hashtags, each up to `limit` (default 20, at most
 * 40), filtered by `type`. As on Mastodon: without a token, `resolve` and any `offset` (even 0) answer 401;
 * `offset` counts only with a `type`; a web address is looked up (a post or profile of this server, when the
 * viewer may see it) only with `resolve`, not with an offset, and only for its own type; without `resolve` it is
 * an ordinary query.
 */
export function searchHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  return [
    http.get(route('/api/v2/search'), ({ request }) => {
      const viewer = ctx.viewer(request);
      const me = viewer?.account.id ?? null;
      const p = queryParams(request);
      const q = (str(p.q) ?? '').trim();
      if (!q) return apiError(400, 'Missing search query');
      const type = str(p.type) || undefined;
      if (type !== undefined && !TYPES.includes(type)) return apiError(400, `Unknown search type ${type}`);
      const resolve = bool(p.resolve);
      if (!viewer && str(p.offset) !== undefined && str(p.offset) !== '')
        return apiError(401, 'Search queries pagination is not supported without authentication');
      if (!viewer && resolve) {
        return apiError(401, 'Search queries that resolve remote resources are not supported without authentication');
      }
      const offset = type === undefined ? 0 : Math.max(int(p.offset, 0), 0);
      const limit = Math.min(Math.max(int(p.limit, 20), 1), 40);
      const wants = (t: string) => !type || type === t;
      const window = <T>(items: T[]) => items.slice(offset, offset + limit);
      const maxId = str(p.max_id);
      const minId = str(p.min_id);

      if (resolve && /^https?:\/\//i.test(q)) {
        const resolved = offset > 0 ? {} : resolveUrl(db, q, me);
        const account = resolved.account && wants('accounts') ? [resolved.account] : [];
        const status = resolved.status && wants('statuses') ? [resolved.status] : [];
        return json({
          accounts: account.map((a) => serializeAccount(db, a)),
          statuses: status.map((s) => serializeStatus(db, s, me, { filterContext: 'public' })),
          hashtags: [],
        });
      }

      const can = searchableTypes(q, viewer !== null);
      const accounts =
        wants('accounts') && can.accounts
          ? window(searchAccounts(db, { q, viewerId: me, following: bool(p.following) }))
          : [];
      const statuses =
        wants('statuses') && can.statuses
          ? window(
              searchStatuses(db, { q, viewerId: me, accountId: str(p.account_id) }).filter(
                (s) => (!maxId || compareIds(s.id, maxId) < 0) && (!minId || compareIds(s.id, minId) > 0),
              ),
            )
          : [];
      const hashtags = wants('hashtags') && can.hashtags ? window(searchHashtags(db, q)) : [];

      return json({
        accounts: accounts.map((a) => serializeAccount(db, a)),
        statuses: statuses.map((s) => serializeStatus(db, s, me, { filterContext: 'public' })),
        hashtags: hashtags.map((name) => serializeTag(db, name, me)),
      });
    }),
  ];
}
