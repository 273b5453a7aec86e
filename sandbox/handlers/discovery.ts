import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import { compareIds } from '../kernel/ids';
import { bool, int, json, notFound, offsetPage, paginate, queryParams, str, unprocessable } from '../kernel/http';
import type { AccountRecord } from '../kernel/records';
import { canSee } from '../kernel/visibility';
import { serializeAccount } from '../serialize/account';
import { serializeCard } from '../serialize/card';
import { serializeStatus } from '../serialize/status';
import { serializeTag, tagId } from '../serialize/tag';
import { routes } from './organise/auth';
import { accountPage } from './organise/pages';
import { ensureTag, findTag, isValidTagName, tagExists } from './organise/tags';
import { trendingLinks, trendingStatuses, trendingTagNames } from './organise/trends';

/**
 * A page of a trends list as Mastodon answers it: `limit` entries (its default unless asked, at most twice the
 * default) from `offset`; the Link header's next asks for the following page while this one came full, its prev
 * for the page before once the offset is past one page; both keep the limit the request named.
 */
function trendPage<T>(request: Request, items: readonly T[], defaultLimit: number) {
  const url = new URL(request.url);
  const rawLimit = url.searchParams.get('limit');
  const limit = rawLimit === null ? defaultLimit : Math.min(Math.abs(int(rawLimit, 0)), defaultLimit * 2);
  const offset = Math.max(int(url.searchParams.get('offset') ?? undefined, 0), 0);
  const page = items.slice(offset, offset + limit);
  const at = (to: number) => {
    const target = new URL(url.pathname, url.origin);
    if (rawLimit !== null) target.searchParams.set('limit', rawLimit);
    target.searchParams.set('offset', String(to));
    return target.toString();
  };
  const links = [
    ...(limit > 0 && page.length === limit ? [`<${at(offset + limit)}>; rel="next"`] : []),
    ...(offset > limit ? [`<${at(offset - limit)}>; rel="prev"`] : []),
  ];
  return { items: page, link: links.length > 0 ? links.join(', ') : null };
}

/** Trends, follow suggestions, hashtags, the profile directory, and the viewer's blocks and mutes. */
export function discoveryHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const { signedIn, open } = routes(ctx);
  const viewerIdOf = (v: { account: AccountRecord } | null) => v?.account.id ?? null;

  const lastStatusAt = (accountId: string) => {
    let last = 0;
    for (const s of db.statuses.values()) {
      if (s.account_id === accountId && !s.deleted) last = Math.max(last, Date.parse(s.created_at));
    }
    return last;
  };
  const muteActive = (viewerId: string, targetId: string) => {
    const mute = db.mutes.get(viewerId, targetId);
    return mute !== undefined && (mute.expires_at === null || Date.parse(mute.expires_at) > db.now());
  };
  // the server's staff picks (Mastodon's featured suggestions, chosen by its admins): local staff accounts
  const staffPick = (a: AccountRecord) => a.domain === null && a.roles.some((role) => role.permissions !== '0');
  const suggestionsFor = (viewerId: string) => {
    const dismissed = db.dismissedSuggestions.get(viewerId) ?? new Set<string>();
    const followed = db.follows.targets(viewerId);
    const friendsOfFriends = new Set(followed.flatMap((id) => db.follows.targets(id)));
    return [...db.accounts.values()]
      .filter(
        (a) =>
          a.id !== viewerId &&
          !a.suspended &&
          a.discoverable &&
          !a.moved_to_id &&
          !db.follows.has(viewerId, a.id) &&
          !db.followRequests.has(viewerId, a.id) &&
          !db.blocks.has(viewerId, a.id) &&
          !db.blocks.has(a.id, viewerId) &&
          !muteActive(viewerId, a.id) &&
          !dismissed.has(a.id),
      )
      .map((a) => ({ account: a, friend: friendsOfFriends.has(a.id), followers: db.follows.sources(a.id).length }))
      .sort(
        (x, y) =>
          Number(y.friend) - Number(x.friend) || y.followers - x.followers || compareIds(x.account.id, y.account.id),
      );
  };
  // a change answers a Response only to refuse
  const tagAction = (path: string, change: (viewerId: string, name: string) => unknown) =>
    signedIn('post', path, (viewer, _request, { id }) => {
      if (!isValidTagName(id!)) return notFound();
      const refusal = change(viewer.account.id, id!);
      if (refusal instanceof Response) return refusal;
      return json(serializeTag(db, findTag(db, id!)?.name ?? id!, viewer.account.id));
    });

  return [
    open('get', '/api/v1/trends/tags', (viewer, request) => {
      const page = trendPage(request, trendingTagNames(db), 10);
      return json(
        page.items.map((name) => serializeTag(db, name, viewerIdOf(viewer))),
        { link: page.link },
      );
    }),
    open('get', '/api/v1/trends/links', (_viewer, request) => {
      const page = trendPage(request, trendingLinks(db), 10);
      return json(
        page.items.map(({ card, history }) => ({ ...serializeCard(db, card), history })),
        { link: page.link },
      );
    }),
    open('get', '/api/v1/trends/statuses', (viewer, request) => {
      const viewerId = viewerIdOf(viewer);
      const visible = trendingStatuses(db).filter((s) => canSee(db, viewerId, s));
      const page = trendPage(request, visible, 20);
      return json(
        page.items.map((s) => serializeStatus(db, s, viewerId, { filterContext: 'public' })),
        { link: page.link },
      );
    }),

    signedIn('get', '/api/v2/suggestions', (viewer, request) => {
      const page = offsetPage(request, suggestionsFor(viewer.account.id), { defaultLimit: 40, maxLimit: 80 });
      return json(
        page.map(({ account, friend }) => {
          // every reason the account is suggested for, staff picks first; `source` is the older single field
          const sources = [...(staffPick(account) ? ['featured'] : []), ...(friend ? ['friends_of_friends'] : [])];
          if (sources.length === 0) sources.push('most_followed');
          const source =
            sources[0] === 'featured' ? 'staff' : sources[0] === 'friends_of_friends' ? 'past_interactions' : 'global';
          return { source, sources, account: serializeAccount(db, account) };
        }),
      );
    }),
    signedIn('delete', '/api/v1/suggestions/:id', (viewer, _request, { id }) => {
      // as Mastodon: the answer is empty whatever the id names; an existing account is no longer suggested
      if (db.accounts.has(id!)) {
        const set = db.dismissedSuggestions.get(viewer.account.id) ?? new Set<string>();
        set.add(id!);
        db.dismissedSuggestions.set(viewer.account.id, set);
      }
      return json({});
    }),

    signedIn('get', '/api/v1/followed_tags', (viewer, request) => {
      const followed = [...db.tags.values()]
        .filter((t) => t.followers.has(viewer.account.id))
        .map((t) => ({ id: tagId(t.name), name: t.name }))
        .sort((a, b) => compareIds(b.id, a.id));
      // as Mastodon: a next page is named only after a full page
      const page = paginate(request, followed, (t) => t.id, {
        defaultLimit: 100,
        maxLimit: 200,
        nextOnlyWhenFull: true,
      });
      return json(
        page.items.map((t) => serializeTag(db, t.name, viewer.account.id)),
        { link: page.link },
      );
    }),
    open('get', '/api/v1/tags/:id', (viewer, _request, { id }) => {
      if (!isValidTagName(id!) || !tagExists(db, id!)) return notFound();
      return json(serializeTag(db, findTag(db, id!)?.name ?? id!, viewerIdOf(viewer)));
    }),
    tagAction('/api/v1/tags/:id/follow', (viewerId, name) => ensureTag(db, name).followers.add(viewerId)),
    tagAction('/api/v1/tags/:id/unfollow', (viewerId, name) => findTag(db, name)?.followers.delete(viewerId)),
    tagAction('/api/v1/tags/:id/feature', (viewerId, name) => {
      // as Mastodon: an account features at most 10 hashtags (the instance's max_featured_tags)
      if (findTag(db, name)?.featured_by.has(viewerId)) return;
      const featured = [...db.tags.values()].filter((t) => t.featured_by.has(viewerId)).length;
      if (featured >= 10)
        return unprocessable('Validation failed: You have already featured the maximum number of hashtags');
      ensureTag(db, name).featured_by.add(viewerId);
    }),
    tagAction('/api/v1/tags/:id/unfeature', (viewerId, name) => findTag(db, name)?.featured_by.delete(viewerId)),

    open('get', '/api/v1/directory', (viewer, request) => {
      const q = queryParams(request);
      const localOnly = bool(q.local);
      const order = str(q.order) === 'new' ? 'new' : 'active';
      const viewerId = viewerIdOf(viewer);
      // as Mastodon: discoverable accounts neither suspended, silenced (limited) nor moved; a signed-in viewer
      // does not see accounts blocked either way or muted, nor (beyond this server) those of domains they block
      const hiddenFrom = (a: AccountRecord) =>
        viewerId !== null &&
        (db.blocks.has(viewerId, a.id) ||
          db.blocks.has(a.id, viewerId) ||
          muteActive(viewerId, a.id) ||
          (!localOnly && a.domain !== null && db.domainBlocking.has(viewerId, a.domain)));
      const listed = [...db.accounts.values()]
        .filter(
          (a) =>
            a.discoverable &&
            !a.suspended &&
            !a.limited &&
            !a.moved_to_id &&
            (!localOnly || a.domain === null) &&
            !hiddenFrom(a),
        )
        .map((a) => ({ account: a, key: order === 'new' ? Date.parse(a.created_at) : lastStatusAt(a.id) }))
        .sort((x, y) => y.key - x.key || compareIds(y.account.id, x.account.id))
        .map((e) => e.account);
      return json(offsetPage(request, listed, { defaultLimit: 40, maxLimit: 80 }).map((a) => serializeAccount(db, a)));
    }),

    signedIn('get', '/api/v1/blocks', (viewer, request) =>
      accountPage(db, request, db.blocks.targets(viewer.account.id)),
    ),
    signedIn('get', '/api/v1/mutes', (viewer, request) => {
      const muted = db.mutes
        .targets(viewer.account.id)
        .filter((id) => muteActive(viewer.account.id, id))
        .map((id) => db.accounts.get(id))
        .filter((a) => a !== undefined)
        .sort((a, b) => compareIds(b.id, a.id));
      const page = paginate(request, muted, (a) => a.id, { defaultLimit: 40, maxLimit: 80 });
      return json(
        page.items.map((a) => ({
          ...serializeAccount(db, a),
          mute_expires_at: db.mutes.get(viewer.account.id, a.id)?.expires_at ?? null,
        })),
        { link: page.link },
      );
    }),
  ];
}
