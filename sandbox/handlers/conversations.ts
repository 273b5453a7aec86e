import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import { compareIds } from '../kernel/ids';
import { json, notFound, paginate } from '../kernel/http';
import { canSee } from '../kernel/visibility';
import { serializeConversation } from '../serialize/organise';
import { routes } from './organise/auth';

/** Direct-message conversations, newest last status first, paged by last status id. */
export function conversationHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const { signedIn } = routes(ctx);

  const own = (viewerId: string, id: string) => {
    const found = db.conversations.get(id);
    return found && found.account_id === viewerId ? found : undefined;
  };

  return [
    signedIn('get', '/api/v1/conversations', (viewer, request) => {
      const mine = [...db.conversations.values()]
        .filter((c) => {
          if (c.account_id !== viewer.account.id) return false;
          const last = db.statuses.get(c.last_status_id);
          return last !== undefined && canSee(db, viewer.account.id, last);
        })
        .sort((a, b) => compareIds(b.last_status_id, a.last_status_id));
      const page = paginate(request, mine, (c) => c.last_status_id, { defaultLimit: 20, maxLimit: 40 });
      return json(
        page.items.map((c) => serializeConversation(db, c)),
        { link: page.link },
      );
    }),
    signedIn('post', '/api/v1/conversations/:id/read', (viewer, _request, { id }) => {
      const found = own(viewer.account.id, id!);
      if (!found) return notFound();
      found.unread = false;
      return json(serializeConversation(db, found));
    }),
    signedIn('delete', '/api/v1/conversations/:id', (viewer, _request, { id }) => {
      const found = own(viewer.account.id, id!);
      if (!found) return notFound();
      db.conversations.delete(found.id);
      return json({});
    }),
  ];
}
