import type { SandboxDb } from '../../kernel/db';
import { compareIds } from '../../kernel/ids';
import type { Random } from '../../kernel/random';
import type { AccountRecord, AnnouncementRecord, FilterRecord } from '../../kernel/records';
import { canSee } from '../../kernel/visibility';
import { recordConversation } from '../core/status-side-effects';
import { ensureTag } from './tags';
import type { OrganiseStamps } from './seed-stamp';
import type { StatusIndex } from './seed-notifications';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Filters of every action (warn, hide, blur), varied contexts, one expired, one by status, one expiring later. */
export function seedFilters(
  db: SandboxDb,
  stamps: OrganiseStamps,
  owner: AccountRecord,
  index: StatusIndex,
  full: boolean,
): void {
  const make = (title: string, fields: Partial<FilterRecord>, keywords: Array<[string, boolean]>) => {
    const id = stamps.stamp(stamps.now - 40 * DAY).id;
    db.filters.set(id, {
      id,
      account_id: owner.id,
      title,
      context: ['home'],
      filter_action: 'warn',
      expires_at: null,
      statuses: [],
      keywords: keywords.map(([keyword, whole]) => ({
        id: stamps.stamp(stamps.now - 40 * DAY).id,
        keyword,
        whole_word: whole,
      })),
      ...fields,
    });
  };
  if (!full) {
    make('Ramen talk', { context: ['home', 'public'] }, [['ramen', true]]);
    return;
  }
  make('Food spoilers', { context: ['home', 'public', 'thread'], filter_action: 'warn' }, [
    ['ramen', true],
    ['ラーメン', false],
  ]);
  make('Politics', { context: ['home', 'public', 'notifications'], filter_action: 'hide' }, [
    ['politics', true],
    ['election', true],
  ]);
  make('Garden photos', { context: ['home', 'public', 'account'], filter_action: 'blur' }, [
    ['garden', false],
    ['mint', true],
  ]);
  make(
    'Train rants',
    { context: ['home'], filter_action: 'hide', expires_at: new Date(stamps.now - 2 * DAY).toISOString() },
    [['trains', true]],
  );
  make(
    'Cat week',
    { context: ['public', 'thread'], filter_action: 'warn', expires_at: new Date(stamps.now + 7 * DAY).toISOString() },
    [['猫', false]],
  );
  const target = index.live.find((s) => s.account_id !== owner.id && !s.reblog_of_id && canSee(db, owner.id, s));
  if (target) {
    make(
      'This one post',
      {
        context: ['home', 'notifications', 'thread'],
        filter_action: 'warn',
        statuses: [{ id: stamps.stamp(stamps.now - 10 * DAY).id, status_id: target.id }],
      },
      [],
    );
  }
}

/** Home and notifications read markers, a little behind the newest items. */
export function seedMarkers(db: SandboxDb, stamps: OrganiseStamps, owner: AccountRecord, index: StatusIndex): void {
  const notifications = [...db.notifications.values()]
    .filter((n) => n.account_id === owner.id && !n.filtered)
    .sort((a, b) => compareIds(b.id, a.id));
  const home = index.live.find((s) => Date.parse(s.created_at) < stamps.now - 3 * HOUR);
  const map = new Map<'home' | 'notifications', { last_read_id: string; version: number; updated_at: string }>();
  const updated = new Date(stamps.now - 2 * HOUR).toISOString();
  if (home) map.set('home', { last_read_id: home.id, version: 12, updated_at: updated });
  const read = notifications[Math.min(8, notifications.length - 1)];
  if (read) map.set('notifications', { last_read_id: read.id, version: 7, updated_at: updated });
  db.markers.set(owner.id, map);
}

/** Followed and featured hashtags (the tag records exist or are made). */
export function seedTagFollows(db: SandboxDb, owner: AccountRecord, follows: string[], features: string[]): void {
  for (const name of follows) ensureTag(db, name).followers.add(owner.id);
  for (const name of features) ensureTag(db, name).featured_by.add(owner.id);
}

/** Conversations of every local user from the seeded direct posts, oldest first so the newest stays last. */
export function seedConversations(db: SandboxDb, stamps: OrganiseStamps, index: StatusIndex): void {
  const direct = index.live.filter((s) => s.visibility === 'direct' && !s.reblog_of_id).reverse();
  for (const status of direct) recordConversation(db, status);
  for (const conversation of db.conversations.values()) {
    const last = db.statuses.get(conversation.last_status_id);
    if (last && Date.parse(last.created_at) < stamps.now - 2 * DAY) conversation.unread = false;
  }
}

/** Three announcements: one read by the first user, one with a scheduled window, one all-day with custom emoji. */
export function seedAnnouncements(db: SandboxDb, random: Random, stamps: OrganiseStamps, users: AccountRecord[]): void {
  const ids = users.map((u) => u.id);
  const some = (n: number) => new Set(random.sample(ids, Math.min(n, ids.length)));
  const day = (offset: number) => new Date(Math.floor((stamps.now + offset * DAY) / DAY) * DAY).toISOString();
  const make = (fields: Partial<AnnouncementRecord> & { content: string; publishedAgo: number }) => {
    const { publishedAgo, ...rest } = fields;
    const stamp = stamps.stamp(stamps.now - publishedAgo);
    const record: AnnouncementRecord = {
      id: stamp.id,
      starts_at: null,
      ends_at: null,
      all_day: false,
      published_at: stamp.iso,
      updated_at: stamp.iso,
      emojis: [],
      reactions: new Map(),
      read_by: new Set(),
      ...rest,
    };
    db.announcements.set(record.id, record);
  };
  make({
    content: '<p>Welcome to the Tsubame sandbox! Be kind, and have fun.</p>',
    publishedAgo: 10 * DAY,
    reactions: new Map([
      ['👍', some(4)],
      ['tsubame', some(2)],
    ]),
    read_by: new Set(ids.slice(0, 1)),
  });
  make({
    content: '<p>Scheduled maintenance: the server will be down for about two hours.</p>',
    publishedAgo: DAY,
    starts_at: new Date(stamps.now + 2 * DAY).toISOString(),
    ends_at: new Date(stamps.now + 2 * DAY + 2 * HOUR).toISOString(),
    reactions: new Map([['🙏', some(2)]]),
  });
  make({
    content: '<p>Swallow-watching day :tsubame: Share your photos with #tsubame!</p>',
    publishedAgo: 2 * DAY,
    all_day: true,
    starts_at: day(-1),
    ends_at: day(1),
    emojis: ['tsubame'],
    reactions: new Map([['tsubame_fly', some(3)]]),
  });
}
