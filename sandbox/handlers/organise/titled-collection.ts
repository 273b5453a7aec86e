import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../../kernel/context';
import { json, notFound, readParams, str, unprocessable } from '../../kernel/http';
import { routes } from './auth';

/** A collection a user owns that has just a title (kmyblue circles and bookmark categories). */
export interface TitledRecord {
  id: string;
  account_id: string;
  title: string;
}

export interface TitledCollection<R extends TitledRecord> {
  /** the API path, e.g. /api/v1/circles */
  base: string;
  table: Map<string, R>;
  /** the most one user may own; creating more answers 422 with `limitMessage` */
  max: number;
  limitMessage: string;
  make(id: string, accountId: string, title: string): R;
  serialize(record: R): unknown;
}

/**
 * List, create, get, update (title) and delete for a titled collection; another user's record answers 404.
 * Returns the routes, plus `own(viewerId, id)` and `mine(viewerId)` for the collection's other routes.
 */
export function titledCollectionRoutes<R extends TitledRecord>(ctx: SandboxContext, collection: TitledCollection<R>) {
  const { signedIn } = routes(ctx);
  const { base, table, serialize } = collection;
  const mine = (viewerId: string) => [...table.values()].filter((record) => record.account_id === viewerId);
  const own = (viewerId: string, id: string): R | undefined => {
    const found = table.get(id);
    return found && found.account_id === viewerId ? found : undefined;
  };
  const blank = () => unprocessable("Validation failed: Title can't be blank");

  const handlers: HttpHandler[] = [
    signedIn('get', base, (viewer) => json(mine(viewer.account.id).map(serialize))),
    signedIn('post', base, async (viewer, request) => {
      const title = str((await readParams(request)).title)?.trim() ?? '';
      if (!title) return blank();
      if (mine(viewer.account.id).length >= collection.max) return unprocessable(collection.limitMessage);
      const record = collection.make(ctx.db.nextId(), viewer.account.id, title);
      table.set(record.id, record);
      return json(serialize(record));
    }),
    signedIn('get', `${base}/:id`, (viewer, _request, { id }) => {
      const found = own(viewer.account.id, id!);
      return found ? json(serialize(found)) : notFound();
    }),
    signedIn('put', `${base}/:id`, async (viewer, request, { id }) => {
      const found = own(viewer.account.id, id!);
      if (!found) return notFound();
      const title = str((await readParams(request)).title);
      if (title !== undefined) {
        if (!title.trim()) return blank();
        found.title = title.trim();
      }
      return json(serialize(found));
    }),
    signedIn('delete', `${base}/:id`, (viewer, _request, { id }) => {
      const found = own(viewer.account.id, id!);
      if (!found) return notFound();
      table.delete(found.id);
      return json({});
    }),
  ];
  return { handlers, own, mine };
}
