/** Malformed server data must never crash: every normaliser survives junk in every field. */
import { describe, expect, it } from 'vitest';
import { normaliseAccount } from '../../../src/domain/entities/account';
import { normaliseAnnouncement } from '../../../src/domain/entities/announcement';
import { normaliseCard } from '../../../src/domain/entities/card';
import { normaliseAntenna, normaliseList } from '../../../src/domain/entities/collections';
import { normaliseConversation } from '../../../src/domain/entities/conversation';
import { normaliseFilter } from '../../../src/domain/entities/filter';
import { normaliseNotification } from '../../../src/domain/entities/notification';
import { normaliseNotificationGroup } from '../../../src/domain/entities/notification-group';
import { normalisePoll } from '../../../src/domain/entities/poll';
import { normaliseRelationship } from '../../../src/domain/entities/relationship';
import { normaliseStatus } from '../../../src/domain/entities/status';
import { apiAccount, apiPoll, apiStatus, JUNK_VALUES } from './fixtures';

const richStatus = apiStatus('1', {
  reblog: apiStatus('2'),
  poll: apiPoll('3'),
  quote: { state: 'accepted', quoted_status: apiStatus('4') },
  emoji_reactions: [{ name: 'x', count: 1, account_ids: ['1'] }],
  filtered: [{ filter: { id: 'f', title: 'F', context: ['home'], filter_action: 'warn' } }],
  media_attachments: [{ id: 'm', type: 'image', meta: { focus: { x: 0, y: 0 } } }],
  card: {
    url: 'https://c.example',
    title: '',
    description: '',
    type: 'link',
    author_name: '',
    author_url: '',
    provider_name: '',
    provider_url: '',
    html: '',
    width: 0,
    height: 0,
    embed_url: '',
  },
  mentions: [{ id: '1', username: 'u', acct: 'u', url: 'https://x.example' }],
  tags: [{ name: 't', url: 'https://x.example/t' }],
  quote_approval: { automatic: ['public'], manual: [], current_user: 'automatic' },
});

const cases: [string, (raw: unknown) => unknown, Record<string, unknown>][] = [
  [
    'account',
    normaliseAccount,
    {
      ...apiAccount('1'),
      other_settings: { link_preview: true },
      server_features: { circle: true },
      moved: apiAccount('2'),
      fields: [{ name: 'a', value: 'b' }],
      roles: [{ id: '1', name: 'r', color: '' }],
    },
  ],
  ['status', (raw) => normaliseStatus(raw, { currentAccountId: '1' }), { ...richStatus }],
  ['poll', normalisePoll, { ...apiPoll('1') }],
  ['card', normaliseCard, { url: 'https://c.example', authors: [{ name: 'a', url: '', account: apiAccount('1') }] }],
  ['list', normaliseList, { id: '1', title: 't', antennas: [{ id: '1', title: 'a' }] }],
  ['antenna', normaliseAntenna, { id: '1', title: 't', list: { id: '1', title: 'l' } }],
  ['relationship', normaliseRelationship, { id: '1', following: true, languages: ['en'] }],
  [
    'filter',
    normaliseFilter,
    {
      id: '1',
      title: 't',
      context: ['home'],
      keywords: [{ id: '1', keyword: 'k' }],
      statuses: [{ id: '1', status_id: '2' }],
    },
  ],
  ['conversation', normaliseConversation, { id: '1', accounts: [apiAccount('1')], last_status: apiStatus('1') }],
  [
    'notification',
    normaliseNotification,
    {
      id: '1',
      type: 'mention',
      account: apiAccount('1'),
      status: apiStatus('1'),
      report: { id: 'r', target_account: apiAccount('2') },
    },
  ],
  [
    'notification group',
    normaliseNotificationGroup,
    {
      group_key: 'g',
      type: 'favourite',
      sample_account_ids: ['1'],
      emoji_reaction_groups: [{ emoji_reaction: { name: 'x' }, sample_account_ids: ['1'] }],
    },
  ],
  [
    'announcement',
    normaliseAnnouncement,
    { id: '1', content: '', reactions: [{ name: 'x', count: 1 }], statuses: [{ id: '1', url: 'https://x.example' }] },
  ],
];

describe('malformed payloads', () => {
  it.each(cases)('%s: junk at the top level gives null without throwing', (_name, normalise) => {
    for (const junk of JUNK_VALUES) expect(normalise(junk)).toBeNull();
  });

  it.each(cases)('%s: junk in any single field never throws', (_name, normalise, valid) => {
    expect(normalise(valid)).not.toBeNull();
    for (const key of Object.keys(valid)) {
      for (const junk of JUNK_VALUES) {
        expect(() => normalise({ ...valid, [key]: junk })).not.toThrow();
      }
    }
  });

  it.each(cases)('%s: junk inside nested objects and arrays never throws', (_name, normalise, valid) => {
    for (const key of Object.keys(valid)) {
      const value = valid[key];
      for (const junk of JUNK_VALUES) {
        let broken: unknown = value;
        if (Array.isArray(value))
          broken = [
            ...value,
            junk,
            ...value.map((item) =>
              typeof item === 'object' && item !== null
                ? Object.fromEntries(Object.keys(item).map((k) => [k, junk]))
                : junk,
            ),
          ];
        else if (typeof value === 'object' && value !== null)
          broken = Object.fromEntries(Object.keys(value).map((k) => [k, junk]));
        expect(() => normalise({ ...valid, [key]: broken })).not.toThrow();
      }
    }
  });

  it('coerces wrong types into well-typed records', () => {
    const s = normaliseStatus(
      {
        ...apiStatus('1'),
        content: 42,
        spoiler_text: null,
        sensitive: 'true',
        media_attachments: 'x',
        emojis: { a: 1 },
        mentions: [null, 7],
        favourites_count: '3',
        emoji_reactions: [{ name: 'x', count: 'lots', account_ids: 'me' }],
      },
      { currentAccountId: null },
    );
    expect(s).toMatchObject({
      content: '42',
      spoiler_text: '',
      sensitive: true,
      media_attachments: [],
      emojis: [],
      mentions: [],
      favourites_count: 3,
    });
    expect(s?.emoji_reactions).toEqual([
      {
        name: 'x',
        count: 0,
        account_ids: [],
        me: false,
        url: null,
        static_url: null,
        domain: null,
        width: null,
        height: null,
      },
    ]);
    expect(s?.hidden).toBe(true);
  });
});
