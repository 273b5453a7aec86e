import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import { json, list, notFound, readParams, unprocessable } from '../kernel/http';
import type { CircleRecord } from '../kernel/records';
import { serializeCircle } from '../serialize/organise';
import { routes } from './organise/auth';
import { accountPage, resolveAccounts, statusPage } from './organise/pages';
import { titledCollectionRoutes } from './organise/titled-collection';

export const MAX_CIRCLES = 100;

/** kmyblue circles: audiences of circle-limited posts. Members must follow the owner (else 404, as kmyblue). */
export function circleHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const { signedIn } = routes(ctx);

  const collection = titledCollectionRoutes(ctx, {
    base: '/api/v1/circles',
    table: db.circles,
    max: MAX_CIRCLES,
    limitMessage: `You can create at most ${MAX_CIRCLES} circles`,
    make: (id, accountId, title): CircleRecord => ({ id, account_id: accountId, title, member_ids: [] }),
    serialize: serializeCircle,
  });
  const { own, mine } = collection;

  return [
    ...collection.handlers,
    signedIn('get', '/api/v1/circles/:id/accounts', (viewer, request, { id }) => {
      const found = own(viewer.account.id, id!);
      return found ? accountPage(db, request, found.member_ids) : notFound();
    }),
    signedIn('post', '/api/v1/circles/:id/accounts', async (viewer, request, { id }) => {
      const found = own(viewer.account.id, id!);
      if (!found) return notFound();
      const { ok, missing } = resolveAccounts(db, list((await readParams(request)).account_ids));
      if (missing) return notFound();
      // kmyblue looks the member's follow of the owner up and answers 404 without one.
      if (ok.some((member) => member !== viewer.account.id && !db.follows.has(member, viewer.account.id))) {
        return notFound();
      }
      if (ok.some((member) => found.member_ids.includes(member))) {
        return unprocessable('Validation failed: Account has already been taken');
      }
      found.member_ids.push(...ok);
      return json({});
    }),
    signedIn('delete', '/api/v1/circles/:id/accounts', async (viewer, request, { id }) => {
      const found = own(viewer.account.id, id!);
      if (!found) return notFound();
      const remove = new Set(list((await readParams(request)).account_ids));
      found.member_ids = found.member_ids.filter((member) => !remove.has(member));
      return json({});
    }),
    signedIn('get', '/api/v1/circles/:id/statuses', (viewer, request, { id }) => {
      const found = own(viewer.account.id, id!);
      if (!found) return notFound();
      const posts = [...db.statuses.values()].filter(
        (s) =>
          s.account_id === found.account_id &&
          !s.deleted &&
          s.visibility === 'limited' &&
          s.limited_scope === 'circle' &&
          s.circle_id === found.id,
      );
      return statusPage(db, request, posts, viewer.account.id);
    }),
    signedIn('get', '/api/v1/accounts/:id/circles', (viewer, _request, { id }) => {
      if (!db.accounts.has(id!)) return notFound();
      return json(
        mine(viewer.account.id)
          .filter((c) => c.member_ids.includes(id!))
          .map(serializeCircle),
      );
    }),
  ];
}
