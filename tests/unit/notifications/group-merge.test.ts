import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../src/domain/entities/notification';
import type { NotificationGroup } from '../../../src/domain/entities/notification-group';
import type { NotificationEmojiReaction } from '../../../src/domain/entities/notification-parts';
import type { Status } from '../../../src/domain/entities/status';
import {
  groupedTypesFor,
  groupKeyOf,
  isHiddenNotification,
  mergeNotification,
  removeAccountFromGroups,
  SAMPLE_ACCOUNTS_PER_GROUP,
} from '../../../src/services/notifications/group-merge';

const emoji = (name: string, domain: string | null = null): NotificationEmojiReaction => ({
  name,
  count: 1,
  me: false,
  url: null,
  static_url: null,
  domain,
  width: null,
  height: null,
});

function notification(over: Partial<Notification> & Pick<Notification, 'id' | 'type'>): Notification {
  return {
    created_at: `2025-01-01T00:00:${over.id.padStart(2, '0')}Z`,
    group_key: `${over.type}-s1`,
    accountId: 'acc1',
    statusId: 's1',
    report: null,
    moderation_warning: null,
    event: null,
    annual_report: null,
    emoji_reaction: null,
    list: null,
    ...over,
  };
}

function group(over: Partial<NotificationGroup> & Pick<NotificationGroup, 'group_key'>): NotificationGroup {
  return {
    type: 'favourite',
    notifications_count: 1,
    most_recent_notification_id: '10',
    page_min_id: '10',
    page_max_id: '10',
    latest_page_notification_at: null,
    sampleAccountIds: ['acc1'],
    statusId: 's1',
    emojiReactionGroups: [],
    report: null,
    moderationWarning: null,
    annualReport: null,
    event: null,
    list: null,
    partial: false,
    ...over,
  };
}

const status = { id: 's1' } as Status;

describe('group keys', () => {
  it('favourites, boosts and emoji reactions are grouped; follows only with follow grouping on', () => {
    expect([...groupedTypesFor(false)].sort()).toEqual(['emoji_reaction', 'favourite', 'reblog']);
    expect([...groupedTypesFor(true)].sort()).toEqual(['emoji_reaction', 'favourite', 'follow', 'reblog']);
  });

  it("a grouped type joins the server's group key; other types get a key of their own", () => {
    const fav = notification({ id: '5', type: 'favourite', group_key: 'favourite-s1-1' });
    expect(groupKeyOf(fav, groupedTypesFor(false))).toBe('favourite-s1-1');
    const follow = notification({ id: '6', type: 'follow', group_key: 'follow-1' });
    expect(groupKeyOf(follow, groupedTypesFor(false))).toBe('ungrouped-6');
    expect(groupKeyOf(follow, groupedTypesFor(true))).toBe('follow-1');
    expect(groupKeyOf(notification({ id: '7', type: 'mention' }), groupedTypesFor(true))).toBe('ungrouped-7');
  });
});

describe('a live notification joins its group', () => {
  it('a first notification makes a partial group of one', () => {
    const n = notification({ id: '11', type: 'favourite', accountId: 'acc2' });
    expect(mergeNotification(undefined, n, 'k')).toMatchObject({
      group_key: 'k',
      type: 'favourite',
      notifications_count: 1,
      most_recent_notification_id: '11',
      page_max_id: '11',
      latest_page_notification_at: n.created_at,
      sampleAccountIds: ['acc2'],
      statusId: 's1',
      partial: true,
    });
  });

  it('joining adds one, puts the sender first, and makes this the newest notification', () => {
    const existing = group({ group_key: 'k', notifications_count: 2, sampleAccountIds: ['acc1', 'acc2'] });
    const joined = mergeNotification(
      existing,
      notification({ id: '12', type: 'favourite', accountId: 'acc3', statusId: null }),
      'k',
    );
    expect(joined).toMatchObject({
      notifications_count: 3,
      sampleAccountIds: ['acc3', 'acc1', 'acc2'],
      most_recent_notification_id: '12',
      page_max_id: '12',
      latest_page_notification_at: '2025-01-01T00:00:12Z',
      statusId: 's1',
      partial: false,
    });
  });

  it('a repeat from an account already among the samples changes nothing: not its count, not its newest', () => {
    // six people favourited, then one of them unfavourited and favourited again
    const existing = group({
      group_key: 'k',
      notifications_count: 7,
      sampleAccountIds: ['acc1', 'acc2', 'acc3', 'acc4', 'acc5', 'acc6', 'acc7'],
      most_recent_notification_id: '20',
      page_max_id: '20',
    });
    const again = mergeNotification(existing, notification({ id: '30', type: 'favourite', accountId: 'acc4' }), 'k');
    expect(again).toBe(existing);
    // an account counted among the others but not in the sample cannot be told apart: it counts
    const eight = Array.from({ length: SAMPLE_ACCOUNTS_PER_GROUP }, (_, i) => `a${i}`);
    const full = group({ group_key: 'k', notifications_count: 12, sampleAccountIds: eight });
    expect(mergeNotification(full, notification({ id: '31', type: 'favourite', accountId: 'z' }), 'k')).toMatchObject({
      notifications_count: 13,
      most_recent_notification_id: '31',
    });
  });

  it('a repeat emoji reaction from an account already among the samples changes nothing either', () => {
    const existing = group({
      group_key: 'k',
      type: 'emoji_reaction',
      notifications_count: 2,
      sampleAccountIds: ['acc1', 'acc2'],
      emojiReactionGroups: [{ emoji: emoji('👍'), sampleAccountIds: ['acc1', 'acc2'] }],
    });
    const again = mergeNotification(
      existing,
      notification({ id: '40', type: 'emoji_reaction', accountId: 'acc2', emoji_reaction: emoji('👍') }),
      'k',
    );
    expect(again).toBe(existing);
  });

  it(`samples are capped at ${SAMPLE_ACCOUNTS_PER_GROUP} accounts`, () => {
    const eight = Array.from({ length: SAMPLE_ACCOUNTS_PER_GROUP }, (_, i) => `a${i}`);
    const joined = mergeNotification(
      group({ group_key: 'k', sampleAccountIds: eight }),
      notification({ id: '12', type: 'favourite', accountId: 'new' }),
      'k',
    );
    expect(joined.sampleAccountIds).toEqual(['new', ...eight.slice(0, SAMPLE_ACCOUNTS_PER_GROUP - 1)]);
  });

  it('a notification not newer than the group newest is already counted: the group is unchanged', () => {
    const existing = group({ group_key: 'k', most_recent_notification_id: '100' });
    expect(mergeNotification(existing, notification({ id: '100', type: 'favourite' }), 'k')).toBe(existing);
    expect(mergeNotification(existing, notification({ id: '99', type: 'favourite' }), 'k')).toBe(existing);
  });

  it('an emoji reaction puts the sender first under its emoji; a new emoji gets its own entry', () => {
    const existing = group({
      group_key: 'k',
      type: 'emoji_reaction',
      sampleAccountIds: ['acc1'],
      emojiReactionGroups: [{ emoji: emoji('blob', 'remote.example'), sampleAccountIds: ['acc1'] }],
    });
    const same = mergeNotification(
      existing,
      notification({
        id: '11',
        type: 'emoji_reaction',
        accountId: 'acc2',
        emoji_reaction: emoji('blob', 'remote.example'),
      }),
      'k',
    );
    expect(same.emojiReactionGroups).toEqual([
      { emoji: emoji('blob', 'remote.example'), sampleAccountIds: ['acc2', 'acc1'] },
    ]);
    // same name from another server is another emoji
    const other = mergeNotification(
      same,
      notification({ id: '12', type: 'emoji_reaction', accountId: 'acc3', emoji_reaction: emoji('blob') }),
      'k',
    );
    expect(other.emojiReactionGroups.map((r) => [r.emoji.name, r.emoji.domain, r.sampleAccountIds])).toEqual([
      ['blob', null, ['acc3']],
      ['blob', 'remote.example', ['acc2', 'acc1']],
    ]);
    expect(other.notifications_count).toBe(3);
  });

  it(`emoji reaction samples are capped at ${SAMPLE_ACCOUNTS_PER_GROUP} accounts`, () => {
    const eight = Array.from({ length: SAMPLE_ACCOUNTS_PER_GROUP }, (_, i) => `a${i}`);
    const existing = group({
      group_key: 'k',
      type: 'emoji_reaction',
      emojiReactionGroups: [{ emoji: emoji('👍'), sampleAccountIds: eight }],
    });
    const joined = mergeNotification(
      existing,
      notification({ id: '11', type: 'emoji_reaction', accountId: 'z', emoji_reaction: emoji('👍') }),
      'k',
    );
    expect(joined.emojiReactionGroups[0]?.sampleAccountIds).toEqual(['z', ...eight.slice(0, 7)]);
  });
});

describe('an account leaves the groups', () => {
  it('groups with only that account go; others lose it from samples and reactions, one notification fewer', () => {
    const alone = group({ group_key: 'alone', sampleAccountIds: ['bad'] });
    const shared = group({
      group_key: 'shared',
      type: 'emoji_reaction',
      notifications_count: 3,
      sampleAccountIds: ['bad', 'good'],
      emojiReactionGroups: [
        { emoji: emoji('a'), sampleAccountIds: ['bad'] },
        { emoji: emoji('b'), sampleAccountIds: ['good', 'bad'] },
      ],
    });
    const other = group({ group_key: 'other', sampleAccountIds: ['good'] });
    const system = group({ group_key: 'warning', type: 'moderation_warning', sampleAccountIds: [] });
    const { removedKeys, updated } = removeAccountFromGroups([alone, shared, other, system], 'bad');
    expect(removedKeys).toEqual(['alone']);
    expect(updated).toEqual([
      {
        ...shared,
        notifications_count: 2,
        sampleAccountIds: ['good'],
        emojiReactionGroups: [{ emoji: emoji('b'), sampleAccountIds: ['good'] }],
      },
    ]);
  });
});

describe('hidden notifications', () => {
  it('mentions, quotes, edits and new posts go when a hide filter removes their post', () => {
    for (const type of ['mention', 'quote', 'update', 'status']) {
      expect(isHiddenNotification(type, status, true)).toBe(true);
      expect(isHiddenNotification(type, status, false)).toBe(false);
    }
  });

  it('mentions, quotes, edits and new posts without their post go', () => {
    for (const type of ['mention', 'quote', 'update', 'status'])
      expect(isHiddenNotification(type, null, false)).toBe(true);
  });

  it('notifications about a post that arrive without it go (favourites, boosts, reactions, polls...)', () => {
    for (const type of ['favourite', 'reblog', 'emoji_reaction', 'poll', 'status_reference', 'quoted_update'])
      expect(isHiddenNotification(type, null, false)).toBe(true);
  });

  it('a hide filter drops every notification that carries a post, posts in a list included', () => {
    const types = ['list_status', 'status_reference', 'quoted_update', 'poll', 'favourite', 'reblog', 'emoji_reaction'];
    for (const type of types) {
      expect(isHiddenNotification(type, status, true)).toBe(true);
      expect(isHiddenNotification(type, status, false)).toBe(false);
    }
  });

  it('types without a post are never dropped', () => {
    expect(isHiddenNotification('follow', null, false)).toBe(false);
    expect(isHiddenNotification('admin.sign_up', null, false)).toBe(false);
    expect(isHiddenNotification('moderation_warning', null, true)).toBe(false);
  });
});
