import { http, type HttpHandler } from 'msw';
import type { SandboxContext, Viewer } from '../kernel/context';
import { forbidden, json, notFound, readParams, str, unauthorized, unprocessable } from '../kernel/http';
import { notify, withdrawNotifications } from '../kernel/notify';
import type { StatusRecord } from '../kernel/records';
import { route } from '../kernel/routes';
import { serializeStatus, threadRootId } from '../serialize/status';
import { publishStatus } from '../streaming/fanout';
import { addReaction, parseEmoji, removeReaction } from './core/emoji-reaction';
import { statusesJson, visibleStatus } from './core/lookup';
import { canReblog, reblog, unreblog } from './core/reblog';
import { reactionRows, savedPage, type SavedRow } from './core/saved-lists';
import { translateStatus } from './core/translate';

const MAX_PINNED = 5;
const PINNABLE = ['public', 'unlisted', 'public_unlisted', 'login', 'private'];

type Action = (viewer: Viewer, status: StatusRecord, request: Request) => Promise<Response> | Response;

/** Status actions, the bookmarks / favourites / reactions lists. */
export function statusActionHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const answer = (status: StatusRecord, viewer: Viewer) => json(serializeStatus(db, status, viewer.account.id));

  /** POST /api/v1/statuses/:id/{name}: signed in, and the status visible (else 401 / 404). */
  const action = (name: string, run: Action) =>
    http.post(route(`/api/v1/statuses/:id/${name}`), ({ request, params }) => {
      const viewer = ctx.viewer(request);
      if (!viewer) return unauthorized();
      const status = visibleStatus(db, String(params.id), viewer.account.id);
      if (!status) return notFound();
      return run(viewer, status.reblog_of_id ? (db.statuses.get(status.reblog_of_id) ?? status) : status, request);
    });

  /**
   * The statuses the viewer saved (favourites, bookmarks, reactions), newest saved first, paged by the saved
   * record's id (core/saved-lists.ts); posts the viewer can no longer see are left out.
   */
  const relationList = (path: string, rows: (viewerId: string) => Array<SavedRow<string>>) =>
    http.get(route(path), ({ request }) => {
      const viewer = ctx.viewer(request);
      if (!viewer) return unauthorized();
      const me = viewer.account.id;
      const visible = rows(me).flatMap(({ id, item }) => {
        const status = visibleStatus(db, item, me);
        return status ? [{ id, item: status }] : [];
      });
      const page = savedPage(request, visible);
      return json(statusesJson(db, page.items, me), { link: page.link });
    });
  const recordRows = (relation: typeof db.bookmarks, me: string) =>
    relation.targets(me).map((statusId) => ({ id: relation.recordId(me, statusId)!, item: statusId }));

  return [
    action('reblog', async (viewer, status, request) => {
      if (!canReblog(status, viewer.account.id)) return forbidden();
      const boost = reblog(ctx, viewer, status, str((await readParams(request)).visibility));
      return answer(boost, viewer);
    }),
    action('unreblog', (viewer, status) => {
      unreblog(ctx, viewer, status);
      return answer(status, viewer);
    }),
    action('favourite', (viewer, status) => {
      if (!db.favourites.has(viewer.account.id, status.id)) {
        db.favourites.set(viewer.account.id, status.id, true);
        notify(ctx, {
          recipientId: status.account_id,
          type: 'favourite',
          fromId: viewer.account.id,
          statusId: status.id,
        });
      }
      return answer(status, viewer);
    }),
    action('unfavourite', (viewer, status) => {
      if (db.favourites.has(viewer.account.id, status.id)) {
        db.favourites.delete(viewer.account.id, status.id);
        withdrawNotifications(ctx, {
          recipientId: status.account_id,
          type: 'favourite',
          fromId: viewer.account.id,
          statusId: status.id,
        });
      }
      return answer(status, viewer);
    }),
    action('bookmark', (viewer, status) => {
      db.bookmarks.set(viewer.account.id, status.id, true);
      return answer(status, viewer);
    }),
    action('unbookmark', (viewer, status) => {
      db.bookmarks.delete(viewer.account.id, status.id);
      for (const category of db.bookmarkCategories.values()) {
        if (category.account_id === viewer.account.id)
          category.status_ids = category.status_ids.filter((id) => id !== status.id);
      }
      return answer(status, viewer);
    }),
    action('pin', (viewer, status) => {
      if (status.account_id !== viewer.account.id)
        return unprocessable('Validation failed: You can only pin your own posts');
      if (!PINNABLE.includes(status.visibility)) return unprocessable('Validation failed: This post cannot be pinned');
      const pinned = [...db.statuses.values()].filter(
        (s) => s.account_id === viewer.account.id && s.pinned && !s.deleted,
      );
      if (!status.pinned && pinned.length >= MAX_PINNED) {
        return unprocessable(`Validation failed: You can pin at most ${MAX_PINNED} posts`);
      }
      status.pinned = true;
      return answer(status, viewer);
    }),
    action('unpin', (viewer, status) => {
      if (status.account_id !== viewer.account.id)
        return unprocessable('Validation failed: You can only unpin your own posts');
      status.pinned = false;
      return answer(status, viewer);
    }),
    action('mute', (viewer, status) => {
      db.mutedConversations.set(viewer.account.id, threadRootId(db, status), true);
      return answer(status, viewer);
    }),
    action('unmute', (viewer, status) => {
      db.mutedConversations.delete(viewer.account.id, threadRootId(db, status));
      return answer(status, viewer);
    }),
    action('translate', async (_viewer, status, request) => {
      const author = db.accounts.get(status.account_id);
      const open =
        ['public', 'unlisted', 'public_unlisted', 'login'].includes(status.visibility) ||
        (status.visibility === 'private' && author?.other_settings.translatable_private === true);
      if (!open) return forbidden();
      const target = str((await readParams(request)).lang) || 'en';
      return json(translateStatus(db, status, target));
    }),
    action('emoji_reactions', async (viewer, status, request) => {
      const emoji = parseEmoji(db, str((await readParams(request)).emoji) ?? '');
      if (typeof emoji === 'string') return unprocessable(emoji);
      const refused = addReaction(ctx, viewer.account.id, status, emoji);
      return refused ? unprocessable(refused) : answer(status, viewer);
    }),
    action('emoji_unreaction', async (viewer, status, request) => {
      const emoji = parseEmoji(db, str((await readParams(request)).emoji) ?? '');
      if (typeof emoji === 'string') return unprocessable(emoji);
      removeReaction(ctx, viewer.account.id, status, emoji);
      return answer(status, viewer);
    }),

    http.post(route('/api/v1/statuses/:id/quotes/:quoteId/revoke'), ({ request, params }) => {
      const viewer = ctx.viewer(request);
      if (!viewer) return unauthorized();
      const quoted = visibleStatus(db, String(params.id), viewer.account.id);
      if (!quoted) return notFound();
      if (quoted.account_id !== viewer.account.id) return forbidden();
      const quote = db.statuses.get(String(params.quoteId));
      if (!quote || quote.deleted || quote.quote_of_id !== quoted.id) return notFound();
      quote.quote_state = 'revoked';
      publishStatus(ctx, quote, 'status.update');
      return json(serializeStatus(db, quote, viewer.account.id));
    }),

    relationList('/api/v1/favourites', (me) => recordRows(db.favourites, me)),
    relationList('/api/v1/bookmarks', (me) => recordRows(db.bookmarks, me)),
    relationList('/api/v1/emoji_reactions', (me) => reactionRows(db, me)),
  ];
}
