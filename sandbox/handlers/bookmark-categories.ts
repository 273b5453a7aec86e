import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import { json, list, notFound, readParams } from '../kernel/http';
import type { BookmarkCategoryRecord } from '../kernel/records';
import { canSee } from '../kernel/visibility';
import { serializeBookmarkCategory } from '../serialize/organise';
import { routes } from './organise/auth';
import { statusesJson, visibleStatus } from './core/lookup';
import { savedPage } from './core/saved-lists';
import { titledCollectionRoutes } from './organise/titled-collection';

export const MAX_BOOKMARK_CATEGORIES = 20;

/** kmyblue bookmark categories: named groups of bookmarks. */
export function bookmarkCategoryHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const { signedIn } = routes(ctx);

  const collection = titledCollectionRoutes(ctx, {
    base: '/api/v1/bookmark_categories',
    table: db.bookmarkCategories,
    max: MAX_BOOKMARK_CATEGORIES,
    limitMessage: `You can create at most ${MAX_BOOKMARK_CATEGORIES} bookmark categories`,
    make: (id, accountId, title): BookmarkCategoryRecord => ({ id, account_id: accountId, title, status_ids: [] }),
    serialize: serializeBookmarkCategory,
  });
  const { own, mine } = collection;

  return [
    ...collection.handlers,
    signedIn('get', '/api/v1/bookmark_categories/:id/statuses', (viewer, request, { id }) => {
      const found = own(viewer.account.id, id!);
      if (!found) return notFound();
      // A post unbookmarked elsewhere leaves its categories too. kmyblue pages a category by status id, newest
      // first, with a next link only after a full page (as Mastodon's saved lists do).
      const me = viewer.account.id;
      const rows = found.status_ids
        .filter((sid) => db.bookmarks.has(me, sid))
        .flatMap((sid) => {
          const status = visibleStatus(db, sid, me);
          return status ? [{ id: status.id, item: status }] : [];
        });
      const page = savedPage(request, rows);
      return json(statusesJson(db, page.items, me, 'home'), { link: page.link });
    }),
    signedIn('post', '/api/v1/bookmark_categories/:id/statuses', async (viewer, request, { id }) => {
      const found = own(viewer.account.id, id!);
      if (!found) return notFound();
      const ids = [...new Set(list((await readParams(request)).status_ids))];
      const statuses = ids.map((sid) => db.statuses.get(sid));
      if (statuses.some((s) => !s || !canSee(db, viewer.account.id, s))) return notFound();
      for (const sid of ids) {
        db.bookmarks.set(viewer.account.id, sid, true);
        if (!found.status_ids.includes(sid)) found.status_ids.push(sid);
      }
      return json({});
    }),
    signedIn('delete', '/api/v1/bookmark_categories/:id/statuses', async (viewer, request, { id }) => {
      const found = own(viewer.account.id, id!);
      if (!found) return notFound();
      const remove = new Set(list((await readParams(request)).status_ids));
      found.status_ids = found.status_ids.filter((sid) => !remove.has(sid));
      return json({});
    }),
    signedIn('get', '/api/v1/statuses/:id/bookmark_categories', (viewer, _request, { id }) => {
      const status = db.statuses.get(id!);
      if (!status || !canSee(db, viewer.account.id, status)) return notFound();
      return json(
        mine(viewer.account.id)
          .filter((c) => c.status_ids.includes(status.id))
          .map(serializeBookmarkCategory),
      );
    }),
  ];
}
