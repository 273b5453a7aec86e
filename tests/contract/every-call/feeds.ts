/** Timelines, notifications, markers, web push and settings. */
import { storedWebSettings } from '../../../src/services/settings/web-settings-blob';
import { type Exercise, liveStatuses } from './exercise';
import { exercisePush } from './push';

export async function exerciseFeeds(x: Exercise): Promise<void> {
  const { api, db, me, step } = x;
  const home = await step('timelines.home', () => api.timelines.home({ limit: 20 }));
  if (home?.next)
    await step('timelines.home next page', () => api.timelines.home({ limit: 20, max_id: home.items.at(-1)?.id }));
  await step('timelines.public', () => api.timelines.public({ local: true, only_media: false, limit: 20 }));
  await step('timelines.public remote', () => api.timelines.public({ remote: true, limit: 20 }));
  const tag = [...db.tags.keys()][0] ?? 'sandbox';
  await step('timelines.tag', () =>
    api.timelines.tag(tag, { any: ['cats', 'dogs'], all: [tag], none: ['spam'], local: false, limit: 20 }),
  );
  const card = liveStatuses(db).find((status) => status.card !== null)?.card;
  if (card) await step('timelines.link', () => api.timelines.link(card.url, { limit: 20 }));
  else x.failures.push('timelines.link: the seed has no link card');

  await step('notifications.list', () => api.notifications.list({ limit: 40, exclude_types: ['follow_request'] }));
  const grouped = await step('notifications.grouped', () =>
    api.notifications.grouped({
      grouped_types: ['favourite', 'reblog', 'emoji_reaction'],
      exclude_types: ['admin.sign_up'],
      limit: 40,
    }),
  );
  await step('notifications.getPolicy', () => api.notifications.getPolicy());
  await step('notifications.updatePolicy', () =>
    api.notifications.updatePolicy({ for_not_following: 'filter', for_new_accounts: 'accept' }),
  );
  const requests = await step('notifications.requests', () => api.notifications.requests({ limit: 40 }));
  const requestIds = requests?.items.map((request) => request.id) ?? [];
  const [first, second, ...rest] = requestIds;
  if (first) {
    await step('notifications.request', () => api.notifications.request(first));
    await step('notifications.list of a request', () => {
      const account = requests?.items[0]?.account.id;
      return api.notifications.list({ account_id: account, include_filtered: true, limit: 40 });
    });
    await step('notifications.acceptRequest', () => api.notifications.acceptRequest(first));
  }
  if (second) await step('notifications.dismissRequest', () => api.notifications.dismissRequest(second));
  await step('notifications.acceptRequests', () => api.notifications.acceptRequests(rest.slice(0, 1)));
  await step('notifications.dismissRequests', () => api.notifications.dismissRequests(rest.slice(1)));
  if (requestIds.length < 2)
    x.failures.push(`notifications requests: the seed gives ${requestIds.length} request(s), 2 needed`);

  await step('markers.get', () => api.markers.get(['home', 'notifications']));
  await step('preferences.get', () => api.preferences.get());
  const newest =
    grouped?.data.notification_groups[0]?.page_max_id ??
    grouped?.data.notification_groups[0]?.most_recent_notification_id;
  if (newest !== undefined) {
    await step('markers.save', () => api.markers.save({ notifications: { last_read_id: String(newest) } }));
  } else {
    x.failures.push('markers.save: no notification to mark as read');
  }
  await step('notifications.clear', () => api.notifications.clear());

  await exercisePush(x);
  await step('settings.save', () => api.settings.save({ saved: true, skinTone: 1, trends: { show: true } }));
  // the whole client settings object the settings sync sends (every section, as a device without any kept)
  await step('settings.save client settings', () => api.settings.save(storedWebSettings(null, `${db.origin}|${me}`)));
}
