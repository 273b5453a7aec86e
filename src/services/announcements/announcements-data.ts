/**
 * The server's announcements (GET v1/announcements) as a resource: the records go to the store's `announcements`
 * table, which afterwards holds exactly the server's list (announcements it no longer lists leave it), and the
 * chart keeps their ids in the order shown. A failure is silent (the call's policy): no alert, no panel; the
 * reader coming back to the home timeline asks again. Signed in only: the call needs a token.
 */
import { orderAnnouncements } from '../../machines/announcements-rules';
import type { Announcement } from '../../domain/entities/announcement';
import { defineResource } from '../data/define-resource';
import { importAnnouncements } from '../store/announcement-importer';

export const announcementsList = defineResource<null, readonly string[]>({
  name: 'announcements',
  callId: 'announcements.list',
  keyOf: () => '',
  revisit: 'refresh',
  async load({ api, store }) {
    const ids = importAnnouncements(store, await api.announcements.list(), { replace: true });
    return orderAnnouncements(
      ids.map((id) => store.get('announcements', id)).filter((a): a is Announcement => a !== undefined),
    );
  },
});
