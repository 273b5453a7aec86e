import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import { compareIds } from '../kernel/ids';
import { json, notFound, unprocessable } from '../kernel/http';
import type { AnnouncementRecord } from '../kernel/records';
import { serializeAnnouncement } from '../serialize/organise';
import { publishAnnouncementReaction } from '../streaming/account-events';
import { routes } from './organise/auth';
import { isKnownEmoji } from './organise/emoji-names';

/** Server announcements: active ones, dismissing (read), and reactions streamed to every local user. */
export function announcementHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const { signedIn } = routes(ctx);

  const isActive = (a: AnnouncementRecord) => {
    const now = db.now();
    if (Date.parse(a.published_at) > now) return false;
    return a.ends_at === null || Date.parse(a.ends_at) > now;
  };
  const find = (id: string) => {
    const found = db.announcements.get(id);
    return found && isActive(found) ? found : undefined;
  };
  const publishReaction = (announcement: AnnouncementRecord, name: string) =>
    publishAnnouncementReaction(ctx, announcement, name);

  return [
    // Every active announcement, dismissed ones included with read: true (they stay listed, only no longer unread).
    signedIn('get', '/api/v1/announcements', (viewer) => {
      const shown = [...db.announcements.values()].filter(isActive).sort((a, b) => compareIds(a.id, b.id));
      return json(shown.map((a) => serializeAnnouncement(db, a, viewer.account.id)));
    }),
    signedIn('post', '/api/v1/announcements/:id/dismiss', (viewer, _request, { id }) => {
      const found = find(id!);
      if (!found) return notFound();
      found.read_by.add(viewer.account.id);
      return json({});
    }),
    signedIn('put', '/api/v1/announcements/:id/reactions/:name', (viewer, _request, { id, name }) => {
      const found = find(id!);
      if (!found) return notFound();
      if (!isKnownEmoji(db, name!)) return unprocessable('Validation failed: Name is not a recognized emoji');
      const who = found.reactions.get(name!) ?? new Set<string>();
      who.add(viewer.account.id);
      found.reactions.set(name!, who);
      publishReaction(found, name!);
      return json({});
    }),
    signedIn('delete', '/api/v1/announcements/:id/reactions/:name', (viewer, _request, { id, name }) => {
      const found = find(id!);
      if (!found) return notFound();
      const who = found.reactions.get(name!);
      if (who?.delete(viewer.account.id)) {
        if (who.size === 0) found.reactions.delete(name!);
        publishReaction(found, name!);
      }
      return json({});
    }),
  ];
}
