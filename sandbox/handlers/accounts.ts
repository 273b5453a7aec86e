import { http, type HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import { bool, int, json, notFound, queryParams, readParams, str, unauthorized, unprocessable } from '../kernel/http';
import type { AccountRecord } from '../kernel/records';
import { route } from '../kernel/routes';
import { serializeAccount, serializeCredentialAccount } from '../serialize/account';
import { serializeAntenna, serializeCircle, serializeList } from '../serialize/organise';
import { accountRelationHandlers } from './core/account-relation-routes';
import { accountStatuses } from './core/account-statuses';
import { endorsementsPage, featuredTagsOf } from './core/profile-features';
import { pageByPosition, pageStatuses } from './core/lookup';
import { ProfileError, updateProfile } from './core/profile-update';
import { searchAccounts } from './core/search-queries';

/** Accounts: the signed-in account, profiles, their posts and collections, search, and relationship actions. */
export function accountHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const viewerId = (request: Request) => ctx.viewer(request)?.account.id ?? null;
  const accountsJson = (accounts: AccountRecord[]) => accounts.map((a) => serializeAccount(db, a));
  /** followers / following are hidden from others when the account hides its collections. */
  const hidesNetwork = (account: AccountRecord, me: string | null) =>
    me !== account.id && (account.hide_collections || account.other_settings.hide_network);

  const ownCollection = <T>(path: string, pick: (viewer: string, target: string) => T[]) =>
    http.get(route(`/api/v1/accounts/:id/${path}`), ({ request, params }) => {
      const me = viewerId(request);
      if (!me) return unauthorized();
      const target = db.accounts.get(String(params.id));
      if (!target) return notFound();
      return json(pick(me, target.id));
    });

  return [
    http.get(route('/api/v1/accounts/verify_credentials'), ({ request }) => {
      const viewer = ctx.viewer(request);
      if (!viewer) return unauthorized();
      return json(serializeCredentialAccount(db, viewer.account, viewer.user));
    }),

    http.patch(route('/api/v1/accounts/update_credentials'), async ({ request }) => {
      const viewer = ctx.viewer(request);
      if (!viewer) return unauthorized();
      try {
        await updateProfile(ctx, viewer, await readParams(request));
      } catch (error) {
        if (error instanceof ProfileError) return unprocessable(error.message, error.details);
        throw error;
      }
      return json(serializeCredentialAccount(db, viewer.account, viewer.user));
    }),

    http.get(route('/api/v1/accounts/search'), ({ request }) => {
      const me = viewerId(request);
      if (!me) return unauthorized();
      const p = queryParams(request);
      const limit = Math.min(Math.max(int(p.limit, 40), 1), 80);
      const offset = Math.max(int(p.offset, 0), 0);
      const found = searchAccounts(db, {
        q: str(p.q) ?? '',
        viewerId: me,
        following: bool(p.following),
        follower: bool(p.follower),
      });
      return json(accountsJson(found.slice(offset, offset + limit)));
    }),

    http.get(route('/api/v1/accounts/lookup'), ({ request }) => {
      const account = db.findAccountByAcct(str(queryParams(request).acct) ?? '');
      return account ? json(serializeAccount(db, account)) : notFound();
    }),

    ...accountRelationHandlers(ctx),

    http.get(route('/api/v1/accounts/:id'), ({ params }) => {
      const account = db.accounts.get(String(params.id));
      return account ? json(serializeAccount(db, account)) : notFound();
    }),

    ...(['followers', 'following'] as const).map((kind) =>
      http.get(route(`/api/v1/accounts/:id/${kind}`), ({ request, params }) => {
        const me = viewerId(request);
        const account = db.accounts.get(String(params.id));
        if (!account) return notFound();
        if (hidesNetwork(account, me) || (me && db.blocks.has(account.id, me))) return json([]);
        const ids = kind === 'followers' ? db.follows.sources(account.id) : db.follows.targets(account.id);
        const accounts = ids
          .map((id) => db.accounts.get(id))
          .filter((a): a is AccountRecord => a !== undefined && !a.suspended);
        const page = pageByPosition(request, accounts, { defaultLimit: 40, maxLimit: 80 });
        return json(accountsJson(page.items), { link: page.link });
      }),
    ),

    http.get(route('/api/v1/accounts/:id/statuses'), ({ request, params }) => {
      const me = viewerId(request);
      const account = db.accounts.get(String(params.id));
      if (!account) return notFound();
      const p = queryParams(request);
      const statuses = accountStatuses(db, account, me, {
        pinned: bool(p.pinned),
        excludeReplies: bool(p.exclude_replies),
        excludeReblogs: bool(p.exclude_reblogs),
        onlyMedia: bool(p.only_media),
        tagged: str(p.tagged) || null,
      });
      const page = pageStatuses(db, request, statuses, me, 'account', { defaultLimit: 20, maxLimit: 40 });
      return json(page.body, { link: page.link });
    }),

    http.get(route('/api/v1/accounts/:id/featured_tags'), ({ params }) => {
      const account = db.accounts.get(String(params.id));
      return account ? json(featuredTagsOf(db, account)) : notFound();
    }),

    http.get(route('/api/v1/accounts/:id/endorsements'), ({ request, params }) => {
      const account = db.accounts.get(String(params.id));
      if (!account) return notFound();
      const page = endorsementsPage(db, request, account);
      return json(accountsJson(page.items), { link: page.link });
    }),

    ownCollection('lists', (me, target) =>
      [...db.lists.values()]
        .filter((l) => l.account_id === me && l.member_ids.includes(target))
        .map((l) => serializeList(db, l)),
    ),
    ownCollection('circles', (me, target) =>
      [...db.circles.values()]
        .filter((c) => c.account_id === me && c.member_ids.includes(target))
        .map((c) => serializeCircle(c)),
    ),
    ownCollection('antennas', (me, target) =>
      [...db.antennas.values()]
        .filter((a) => a.account_id === me && a.account_ids.includes(target))
        .map((a) => serializeAntenna(db, a)),
    ),
    ownCollection('exclude_antennas', (me, target) =>
      [...db.antennas.values()]
        .filter((a) => a.account_id === me && a.exclude_account_ids.includes(target))
        .map((a) => serializeAntenna(db, a)),
    ),
  ];
}
