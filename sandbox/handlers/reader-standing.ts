import { http, type HttpHandler } from 'msw';
import { bearerToken, viewerFromToken, type SandboxContext } from '../kernel/context';
import { apiError, json, readParams } from '../kernel/http';
import { route } from '../kernel/routes';

/**
 * A local account's standing with its server (not part of the Mastodon API, except for what the API answers):
 *
 *   POST /_sandbox/standing { acct, disabled?: boolean, moved_to?: acct | null } -> { acct, disabled, moved_to }
 *
 * makes a local account's login disabled (or enabled again), or the account moved to another account (or not). As
 * a real server does:
 * - a disabled login's token is refused with 403 "Your login is currently disabled" on every call that needs a
 *   signed-in user (verify_credentials included); what a signed-out visitor may read (the server's information,
 *   public and hashtag timelines, accounts and posts, trends, the directory, custom emoji) still answers;
 * - a moved account's API keeps working and its account carries `moved` (the account it moved to).
 */

export const DISABLED_LOGIN_TEXT = 'Your login is currently disabled';

/** Reads open to a signed-out visitor, which a disabled login may still make (GET only). */
const VISITOR_READS: readonly RegExp[] = [
  /^\/api\/v[12]\/instance(\/|$)/,
  /^\/api\/v1\/custom_emojis$/,
  /^\/api\/v1\/timelines\/(public|tag\/[^/]+|link)$/,
  /^\/api\/v1\/trends(\/|$)/,
  /^\/api\/v1\/directory$/,
  /^\/api\/v1\/accounts\/lookup$/,
  /^\/api\/v1\/accounts\/(?!verify_credentials$|relationships$|search$|familiar_followers$)[^/]+(\/(statuses|followers|following|featured_tags|endorsements))?$/,
  /^\/api\/v1\/statuses\/[^/]+(\/(context|reblogged_by|favourited_by|history|card))?$/,
  /^\/api\/v1\/polls\/[^/]+$/,
];

function refusesDisabled(method: string, pathname: string): boolean {
  if (!pathname.startsWith('/api/') || pathname.startsWith('/api/v1/streaming')) return false;
  return !(method === 'GET' && VISITOR_READS.some((pattern) => pattern.test(pathname)));
}

export function readerStandingHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const findAccount = (acct: unknown) =>
    typeof acct === 'string' && acct !== '' ? (db.findAccountByAcct(acct) ?? db.accounts.get(acct)) : undefined;
  return [
    // the login check, before any API handler (a token of a disabled login is refused where a user is needed)
    http.all('*', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (request.method === 'OPTIONS' || !refusesDisabled(request.method, pathname)) return undefined;
      const viewer = viewerFromToken(db, bearerToken(request));
      return viewer?.user.disabled === true ? apiError(403, DISABLED_LOGIN_TEXT) : undefined;
    }),
    http.post(route('/_sandbox/standing'), async ({ request }) => {
      const params = (await readParams(request)) as Record<string, unknown>;
      const account = findAccount(params.acct);
      const user = account ? db.users.get(account.id) : undefined;
      if (!account || !user) return apiError(404, `Unknown local account: ${String(params.acct ?? '(missing)')}`);
      if ('moved_to' in params && params.moved_to !== null && params.moved_to !== '') {
        const target = findAccount(params.moved_to);
        if (!target || target.id === account.id) return apiError(404, `Unknown account: ${String(params.moved_to)}`);
        account.moved_to_id = target.id;
      } else if ('moved_to' in params) {
        account.moved_to_id = null;
      }
      if (typeof params.disabled === 'boolean') user.disabled = params.disabled;
      else if (params.disabled === 'true' || params.disabled === 'false') user.disabled = params.disabled === 'true';
      const moved = account.moved_to_id === null ? null : db.accounts.get(account.moved_to_id);
      return json({
        acct: db.acct(account),
        disabled: user.disabled === true,
        moved_to: moved ? db.acct(moved) : null,
      });
    }),
  ];
}
