import { http, type HttpHandler } from 'msw';
import type { SandboxContext, Viewer } from '../../kernel/context';
import {
  bool,
  forbidden,
  int,
  json,
  list,
  notFound,
  queryParams,
  readParams,
  str,
  unauthorized,
  unprocessable,
  type Params,
} from '../../kernel/http';
import type { AccountRecord } from '../../kernel/records';
import { route } from '../../kernel/routes';
import { serializeAccount } from '../../serialize/account';
import { serializeRelationship } from '../../serialize/relationship';
import { authorizeRequest, block, follow, mute, rejectRequest, unfollow, type FollowOptions } from './account-actions';
import { pageByPosition } from './lookup';

type RelationAction = (viewer: Viewer, target: AccountRecord, params: Params) => Response | undefined;

function followOptions(p: Params): FollowOptions {
  const options: FollowOptions = {};
  if (p.reblogs !== undefined) options.reblogs = bool(p.reblogs, true);
  if (p.notify !== undefined) options.notify = bool(p.notify);
  if (p.languages !== undefined) {
    const languages = list(p.languages);
    options.languages = languages.length > 0 ? languages : null;
  }
  return options;
}

/**
 * Relationship changes (follow, block, mute, endorse, note, remove from followers), relationships,
 * familiar followers and follow requests. Every answer is the viewer's Relationship to the target.
 */
export function accountRelationHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const relation = (viewer: Viewer, targetId: string) => json(serializeRelationship(db, viewer.account.id, targetId));

  const action = (name: string, run: RelationAction, allowSelf = false) =>
    http.post(route(`/api/v1/accounts/:id/${name}`), async ({ request, params }) => {
      const viewer = ctx.viewer(request);
      if (!viewer) return unauthorized();
      const target = db.accounts.get(String(params.id));
      if (!target) return notFound();
      if (!allowSelf && target.id === viewer.account.id) return forbidden();
      return run(viewer, target, await readParams(request)) ?? relation(viewer, target.id);
    });

  return [
    http.get(route('/api/v1/accounts/relationships'), ({ request }) => {
      const viewer = ctx.viewer(request);
      if (!viewer) return unauthorized();
      const p = queryParams(request);
      const withSuspended = bool(p.with_suspended);
      const ids = [...new Set(list(p.id))];
      const rows = ids.flatMap((id) => {
        const account = db.accounts.get(id);
        if (!account || (account.suspended && !withSuspended)) return [];
        return [serializeRelationship(db, viewer.account.id, id)];
      });
      return json(rows);
    }),

    http.get(route('/api/v1/accounts/familiar_followers'), ({ request }) => {
      const viewer = ctx.viewer(request);
      if (!viewer) return unauthorized();
      const me = viewer.account.id;
      // Mastodon: unknown and suspended accounts are left out; one hiding its collections shows no one
      const ids = [...new Set(list(queryParams(request).id))].filter((id) => {
        const account = db.accounts.get(id);
        return account !== undefined && !account.suspended;
      });
      const hides = (id: string) => {
        const account = db.accounts.get(id)!;
        return account.hide_collections || account.other_settings.hide_network;
      };
      return json(
        ids.map((id) => ({
          id,
          accounts: (hides(id) ? [] : db.follows.sources(id))
            .filter((followerId) => followerId !== me && db.follows.has(me, followerId))
            .map((followerId) => db.accounts.get(followerId))
            .filter((a): a is AccountRecord => a !== undefined && !a.suspended && !a.hide_collections)
            .map((a) => serializeAccount(db, a)),
        })),
      );
    }),

    http.get(route('/api/v1/follow_requests'), ({ request }) => {
      const viewer = ctx.viewer(request);
      if (!viewer) return unauthorized();
      const requesters = db.followRequests
        .sources(viewer.account.id)
        .map((id) => db.accounts.get(id))
        .filter((a) => a !== undefined);
      const page = pageByPosition(request, requesters, { defaultLimit: 40, maxLimit: 80 });
      return json(
        page.items.map((a) => serializeAccount(db, a)),
        { link: page.link },
      );
    }),
    ...(['authorize', 'reject'] as const).map((verb) =>
      http.post(route(`/api/v1/follow_requests/:id/${verb}`), ({ request, params }) => {
        const viewer = ctx.viewer(request);
        if (!viewer) return unauthorized();
        const requesterId = String(params.id);
        const done =
          verb === 'authorize'
            ? authorizeRequest(ctx, viewer.account.id, requesterId)
            : rejectRequest(ctx, viewer.account.id, requesterId);
        return done ? relation(viewer, requesterId) : notFound();
      }),
    ),

    action('follow', (viewer, target, p) => {
      if (db.blocks.has(viewer.account.id, target.id) || db.blocks.has(target.id, viewer.account.id))
        return forbidden();
      follow(ctx, viewer.account.id, target, followOptions(p));
      return undefined;
    }),
    action('unfollow', (viewer, target) => {
      unfollow(ctx, viewer.account.id, target.id);
      return undefined;
    }),
    action('block', (viewer, target) => {
      block(ctx, viewer.account.id, target.id);
      return undefined;
    }),
    action('unblock', (viewer, target) => {
      db.blocks.delete(viewer.account.id, target.id);
      return undefined;
    }),
    action('mute', (viewer, target, p) => {
      mute(ctx, viewer.account.id, target.id, bool(p.notifications, true), Math.max(int(p.duration, 0), 0));
      return undefined;
    }),
    action('unmute', (viewer, target) => {
      db.mutes.delete(viewer.account.id, target.id);
      return undefined;
    }),
    ...['pin', 'endorse'].map((name) =>
      action(name, (viewer, target) => {
        if (!db.follows.has(viewer.account.id, target.id))
          return unprocessable('Validation failed: You must be following this account to feature it');
        db.endorsements.set(viewer.account.id, target.id, true);
        return undefined;
      }),
    ),
    ...['unpin', 'unendorse'].map((name) =>
      action(name, (viewer, target) => {
        db.endorsements.delete(viewer.account.id, target.id);
        return undefined;
      }),
    ),
    action('remove_from_followers', (viewer, target) => {
      db.follows.delete(target.id, viewer.account.id);
      return undefined;
    }),
    action(
      'note',
      (viewer, target, p) => {
        const comment = (str(p.comment) ?? '').trim();
        if (comment) db.notes.set(viewer.account.id, target.id, comment);
        else db.notes.delete(viewer.account.id, target.id);
        return undefined;
      },
      true,
    ),
  ];
}
