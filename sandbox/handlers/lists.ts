import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import { bool, json, list, notFound, readParams, str, unprocessable, type Params } from '../kernel/http';
import type { ListRecord } from '../kernel/records';
import { serializeList } from '../serialize/organise';
import { routes } from './organise/auth';
import { accountPage, resolveAccounts } from './organise/pages';

const REPLIES_POLICIES = ['followed', 'list', 'none'] as const;

/** Lists (kmyblue adds notify and favourite), their members, and the lists an account is in. */
export function listHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const { signedIn } = routes(ctx);

  const own = (viewerId: string, id: string) => {
    const found = db.lists.get(id);
    return found && found.account_id === viewerId ? found : undefined;
  };
  /** Applies title, replies_policy, exclusive, notify, favourite; returns an error text or null. */
  const apply = (target: ListRecord, params: Params): string | null => {
    const title = str(params.title);
    if (title !== undefined) target.title = title.trim();
    if (!target.title) return "Validation failed: Title can't be blank";
    const policy = str(params.replies_policy);
    if (policy !== undefined) {
      if (!(REPLIES_POLICIES as readonly string[]).includes(policy)) {
        return 'Validation failed: Replies policy is not included in the list';
      }
      target.replies_policy = policy as ListRecord['replies_policy'];
    }
    if (params.exclusive !== undefined) target.exclusive = bool(params.exclusive);
    if (params.notify !== undefined) target.notify = bool(params.notify);
    if (params.favourite !== undefined) target.favourite = bool(params.favourite);
    return null;
  };
  const mine = (viewerId: string) => [...db.lists.values()].filter((l) => l.account_id === viewerId);

  return [
    signedIn('get', '/api/v1/lists', (viewer) => json(mine(viewer.account.id).map((l) => serializeList(db, l)))),
    signedIn('post', '/api/v1/lists', async (viewer, request) => {
      const record: ListRecord = {
        id: db.nextId(),
        account_id: viewer.account.id,
        title: '',
        exclusive: false,
        replies_policy: 'list',
        notify: false,
        favourite: true,
        member_ids: [],
      };
      const error = apply(record, await readParams(request));
      if (error) return unprocessable(error);
      db.lists.set(record.id, record);
      return json(serializeList(db, record));
    }),
    signedIn('get', '/api/v1/lists/:id', (viewer, _request, { id }) => {
      const found = own(viewer.account.id, id!);
      return found ? json(serializeList(db, found)) : notFound();
    }),
    signedIn('put', '/api/v1/lists/:id', async (viewer, request, { id }) => {
      const found = own(viewer.account.id, id!);
      if (!found) return notFound();
      const draft = { ...found };
      const error = apply(draft, await readParams(request));
      if (error) return unprocessable(error);
      Object.assign(found, draft);
      return json(serializeList(db, found));
    }),
    signedIn('delete', '/api/v1/lists/:id', (viewer, _request, { id }) => {
      const found = own(viewer.account.id, id!);
      if (!found) return notFound();
      db.lists.delete(found.id);
      for (const antenna of db.antennas.values()) if (antenna.list_id === found.id) antenna.list_id = null;
      return json({});
    }),
    ...(['favourite', 'unfavourite'] as const).map((action) =>
      signedIn('post', `/api/v1/lists/:id/${action}`, (viewer, _request, { id }) => {
        const found = own(viewer.account.id, id!);
        if (!found) return notFound();
        found.favourite = action === 'favourite';
        return json(serializeList(db, found));
      }),
    ),
    signedIn('get', '/api/v1/lists/:id/accounts', (viewer, request, { id }) => {
      const found = own(viewer.account.id, id!);
      return found ? accountPage(db, request, found.member_ids) : notFound();
    }),
    signedIn('post', '/api/v1/lists/:id/accounts', async (viewer, request, { id }) => {
      const found = own(viewer.account.id, id!);
      if (!found) return notFound();
      const { ok, missing } = resolveAccounts(db, list((await readParams(request)).account_ids));
      if (missing) return notFound();
      const me = viewer.account.id;
      if (ok.some((target) => target !== me && !db.follows.has(me, target) && !db.followRequests.has(me, target))) {
        return unprocessable('Validation failed: Account must be following');
      }
      if (ok.some((target) => found.member_ids.includes(target))) {
        return unprocessable('Validation failed: Account has already been taken');
      }
      found.member_ids.push(...ok);
      return json({});
    }),
    signedIn('delete', '/api/v1/lists/:id/accounts', async (viewer, request, { id }) => {
      const found = own(viewer.account.id, id!);
      if (!found) return notFound();
      const remove = new Set(list((await readParams(request)).account_ids));
      found.member_ids = found.member_ids.filter((member) => !remove.has(member));
      return json({});
    }),
    signedIn('get', '/api/v1/accounts/:id/lists', (viewer, _request, { id }) => {
      if (!db.accounts.has(id!)) return notFound();
      return json(
        mine(viewer.account.id)
          .filter((l) => l.member_ids.includes(id!))
          .map((l) => serializeList(db, l)),
      );
    }),
  ];
}
