import { describe, expect, it } from 'vitest';
import { normaliseAnnouncement } from '../../../src/domain/entities/announcement';
import { normaliseCard } from '../../../src/domain/entities/card';
import {
  normaliseAntenna,
  normaliseBookmarkCategory,
  normaliseCircle,
  normaliseList,
} from '../../../src/domain/entities/collections';
import { normaliseConversation } from '../../../src/domain/entities/conversation';
import { normaliseCustomEmoji } from '../../../src/domain/entities/custom-emoji';
import { isFilterResultApplicable, normaliseFilter, normaliseFilterResult } from '../../../src/domain/entities/filter';
import { normaliseNotification } from '../../../src/domain/entities/notification';
import { normaliseNotificationGroup } from '../../../src/domain/entities/notification-group';
import {
  normaliseNotificationPolicy,
  normaliseNotificationRequest,
} from '../../../src/domain/entities/notification-request';
import { mergePoll, normalisePoll } from '../../../src/domain/entities/poll';
import { normaliseRelationship } from '../../../src/domain/entities/relationship';
import { normaliseFollowSuggestion, normaliseMarkers } from '../../../src/domain/entities/suggestion-marker';
import { apiAccount, apiPoll, apiStatus, blobEmoji } from './fixtures';

describe('Poll', () => {
  it('derives option voted from own_votes and keeps hidden totals as null', () => {
    const poll = normalisePoll(
      apiPoll('1', {
        own_votes: [1],
        options: [
          { title: 'A :blob:', votes_count: null },
          { title: 'B', votes_count: 4 },
        ],
        emojis: [blobEmoji],
      }),
    );
    expect(poll?.options.map((o) => o.voted)).toEqual([false, true]);
    expect(poll?.options[0]?.votes_count).toBeNull();
    expect(poll?.options[0]?.titleHtml).toContain('A <img');
    expect(poll?.options[1]?.translation).toBeNull();
    expect(poll?.voted).toBe(true);
  });

  it('defaults missing fields', () => {
    const poll = normalisePoll({ id: '3' });
    expect(poll).toEqual({
      id: '3',
      expired: false,
      expires_at: null,
      multiple: false,
      votes_count: 0,
      voters_count: null,
      voted: false,
      own_votes: [],
      options: [],
      emojis: [],
    });
  });

  it('keeps option translations on re-import while titles are unchanged', () => {
    const first = normalisePoll(apiPoll('1'));
    if (first === null) throw new Error('poll');
    const translated = {
      ...first,
      options: first.options.map((o) => ({ ...o, translation: { title: 'Oui', titleHtml: 'Oui' } })),
    };
    const again = normalisePoll(apiPoll('1', { votes_count: 9 }));
    if (again === null) throw new Error('poll');
    expect(mergePoll(translated, again).options[0]?.translation).toEqual({ title: 'Oui', titleHtml: 'Oui' });
    const renamed = normalisePoll(
      apiPoll('1', {
        options: [
          { title: 'X', votes_count: 0 },
          { title: 'No', votes_count: 0 },
        ],
      }),
    );
    if (renamed === null) throw new Error('poll');
    expect(mergePoll(translated, renamed).options[0]?.translation).toBeNull();
  });
});

describe('Custom emoji', () => {
  it('defaults width and height to 32 and keeps kmyblue extras', () => {
    expect(normaliseCustomEmoji(blobEmoji)).toMatchObject({
      width: 32,
      height: 32,
      sensitive: false,
      aliases: [],
      license: null,
      category: null,
    });
    expect(normaliseCustomEmoji({ ...blobEmoji, width: 64, height: 0, aliases: ['b'], license: 'CC0' })).toMatchObject({
      width: 64,
      height: 32,
      aliases: ['b'],
      license: 'CC0',
    });
  });
  it('rejects an emoji without shortcode or with a non-http image', () => {
    expect(normaliseCustomEmoji({ ...blobEmoji, shortcode: '' })).toBeNull();
    expect(normaliseCustomEmoji({ shortcode: 'x', url: 'javascript:1', static_url: 'data:x' })).toBeNull();
  });
});

describe('Link card', () => {
  it('needs an http(s) url and gives authors an accountId', () => {
    expect(normaliseCard({ url: 'javascript:1' })).toBeNull();
    const card = normaliseCard({
      url: 'https://a.example',
      type: 'video',
      authors: [{ name: 'N', url: 'https://a.example/n', account: apiAccount('4') }],
    });
    expect(card?.type).toBe('video');
    expect(card?.authors[0]?.accountId).toBe('4');
    expect(
      normaliseCard({ url: 'https://a.example', author_name: 'Old', author_url: 'https://a.example/o' })?.authors,
    ).toEqual([{ name: 'Old', url: 'https://a.example/o', accountId: null }]);
  });
});

describe('Lists, antennas, circles, bookmark categories', () => {
  it('List defaults: replies_policy list, favourite true', () => {
    expect(normaliseList({ id: '1', title: 'L' })).toEqual({
      id: '1',
      title: 'L',
      exclusive: false,
      replies_policy: 'list',
      notify: false,
      favourite: true,
      antennas: [],
    });
    expect(
      normaliseList({
        id: '1',
        title: 'L',
        replies_policy: 'followed',
        favourite: false,
        notify: true,
        antennas: [{ id: '9', title: 'A', stl: true }],
      }),
    ).toMatchObject({
      replies_policy: 'followed',
      favourite: false,
      notify: true,
      antennas: [{ id: '9', title: 'A', stl: true }],
    });
  });
  it('Antenna defaults: favourite true; list_id from list', () => {
    const a = normaliseAntenna({ id: '2', title: 'A', stl: true, list: { id: '7', title: 'L' } });
    expect(a).toMatchObject({
      id: '2',
      stl: true,
      ltl: false,
      favourite: true,
      list: { id: '7', title: 'L' },
      list_id: '7',
      accounts_count: 0,
    });
    expect(normaliseAntenna({ id: '2', title: 'A', list: null })?.list_id).toBeNull();
  });
  it('Circle and bookmark category hold id and title', () => {
    expect(normaliseCircle({ id: 3, title: 'C', extra: 1 })).toEqual({ id: '3', title: 'C' });
    expect(normaliseBookmarkCategory({ id: '4' })).toEqual({ id: '4', title: '' });
  });
});

describe('Relationship', () => {
  it('defaults every flag to false', () => {
    const r = normaliseRelationship({ id: '1', following: true });
    expect(r).toMatchObject({
      id: '1',
      following: true,
      followed_by: false,
      blocking: false,
      muting: false,
      requested: false,
      note: '',
      languages: null,
    });
  });
});

describe('Filter', () => {
  it('keeps known contexts and actions, with keywords and statuses', () => {
    const f = normaliseFilter({
      id: '1',
      title: 'F',
      context: ['home', 'bogus', 'explore', 'home'],
      filter_action: 'blur',
      keywords: [{ id: 'k', keyword: 'cat', whole_word: false }, { keyword: 'no id' }],
      statuses: [{ id: 's', status_id: '9' }],
    });
    expect(f).toEqual({
      id: '1',
      title: 'F',
      context: ['home', 'explore'],
      filter_action: 'blur',
      keywords: [{ id: 'k', keyword: 'cat', whole_word: false }],
      statuses: [{ id: 's', status_id: '9' }],
      expires_at: null,
    });
    expect(normaliseFilter({ id: '1', filter_action: 'explode' })?.filter_action).toBe('warn');
  });
  it('applies a result only in its context and before expiry', () => {
    const r = normaliseFilterResult({
      filter: { id: '1', title: 'F', context: ['home'], filter_action: 'warn', expires_at: '2024-01-01T00:00:00Z' },
    });
    if (r === null) throw new Error('result');
    expect(isFilterResultApplicable(r, 'home', Date.parse('2023-12-31T00:00:00Z'))).toBe(true);
    expect(isFilterResultApplicable(r, 'home', Date.parse('2024-01-02T00:00:00Z'))).toBe(false);
    expect(isFilterResultApplicable(r, 'public', Date.parse('2023-12-31T00:00:00Z'))).toBe(false);
  });
});

describe('Conversation', () => {
  it('holds account ids and the last status id', () => {
    expect(
      normaliseConversation({
        id: 'c',
        unread: true,
        accounts: [apiAccount('1'), apiAccount('2'), { no: 'id' }],
        last_status: apiStatus('9'),
      }),
    ).toEqual({ id: 'c', unread: true, accountIds: ['1', '2'], lastStatusId: '9' });
  });
});

describe('Notifications', () => {
  it('v1: account and status as ids, kmyblue emoji_reaction and list', () => {
    const n = normaliseNotification({
      id: 'n1',
      type: 'emoji_reaction',
      created_at: 'now',
      account: apiAccount('2'),
      status: apiStatus('3'),
      emoji_reaction: { name: 'blob', count: 2, me: false, url: 'https://e.example/b.png', domain: 'e.example' },
    });
    expect(n).toMatchObject({
      id: 'n1',
      type: 'emoji_reaction',
      accountId: '2',
      statusId: '3',
      group_key: 'ungrouped-n1',
    });
    expect(n?.emoji_reaction).toMatchObject({ name: 'blob', count: 2, domain: 'e.example' });
    const l = normaliseNotification({
      id: 'n2',
      type: 'list_status',
      account: apiAccount('2'),
      status: null,
      list: { id: 'l', title: 'L' },
      group_key: 'g',
    });
    expect(l).toMatchObject({ statusId: null, list: { id: 'l', title: 'L' }, group_key: 'g' });
  });

  it('v1: report and moderation warning name their target account by id', () => {
    const n = normaliseNotification({
      id: 'n3',
      type: 'admin.report',
      account: apiAccount('2'),
      report: {
        id: 'r',
        category: 'spam',
        comment: '',
        forwarded: false,
        action_taken: false,
        created_at: 'x',
        target_account: apiAccount('6'),
      },
    });
    expect(n?.report?.targetAccountId).toBe('6');
  });

  it('group: sample ids, status id, string most_recent_notification_id, emoji reaction groups', () => {
    const g = normaliseNotificationGroup({
      group_key: 'favourite-1',
      type: 'emoji_reaction',
      notifications_count: 3,
      most_recent_notification_id: 42,
      sample_account_ids: ['1', '2'],
      status_id: '9',
      page_min_id: 40,
      page_max_id: '42',
      emoji_reaction_groups: [
        { emoji_reaction: { name: '👍', count: 2, me: false }, sample_account_ids: ['1'] },
        { sample_account_ids: ['x'] },
      ],
    });
    expect(g).toMatchObject({
      group_key: 'favourite-1',
      most_recent_notification_id: '42',
      sampleAccountIds: ['1', '2'],
      statusId: '9',
      page_min_id: '40',
      page_max_id: '42',
      partial: false,
      emojiReactionGroups: [{ emoji: { name: '👍', count: 2, me: false }, sampleAccountIds: ['1'] }],
    });
    expect(normaliseNotificationGroup({ type: 'follow' })).toBeNull();
  });

  it('request and policy', () => {
    expect(
      normaliseNotificationRequest({
        id: 'r',
        account: apiAccount('4'),
        notifications_count: '5',
        last_status: apiStatus('8'),
      }),
    ).toMatchObject({ id: 'r', accountId: '4', notifications_count: 5, lastStatusId: '8' });
    expect(
      normaliseNotificationPolicy({ for_not_following: 'filter', summary: { pending_requests_count: 2 } }),
    ).toMatchObject({
      for_not_following: 'filter',
      for_new_accounts: 'accept',
      summary: { pending_requests_count: 2, pending_notifications_count: 0 },
    });
  });
});

describe('Announcement, follow suggestion, markers', () => {
  it('announcement reactions default me to false and read defaults to false', () => {
    const a = normaliseAnnouncement({
      id: 'a',
      content: '<p>x :blob:</p>',
      emojis: [blobEmoji],
      reactions: [{ name: '👍', count: 2 }, { name: '' }],
    });
    expect(a?.reactions).toEqual([{ name: '👍', count: 2, me: false, url: null, static_url: null }]);
    expect(a?.read).toBe(false);
    expect(a?.contentHtml).toContain('<img');
  });
  it('suggestion keeps sources and the account id', () => {
    expect(normaliseFollowSuggestion({ sources: ['featured'], account: apiAccount('3') })).toEqual({
      accountId: '3',
      sources: ['featured'],
    });
    expect(normaliseFollowSuggestion({ source: 'staff', account: apiAccount('3') })?.sources).toEqual(['staff']);
  });
  it('markers read home and notifications last_read_id', () => {
    expect(normaliseMarkers({ notifications: { last_read_id: 5, version: 2, updated_at: 't' } })).toEqual({
      home: null,
      notifications: { last_read_id: '5', version: 2, updated_at: 't' },
    });
  });
});
