import { describe, expect, it } from 'vitest';
import { normaliseStatus, mergeStatus, type Status } from '../../../src/domain/entities/status';
import type { ApiFilter } from '../../../src/domain/entities/api-types';
import { apiAccount, apiPoll, apiStatus, blobEmoji } from './fixtures';

const ME = '1000';
const normalise = (raw: unknown, currentAccountId: string | null = ME): Status => {
  const status = normaliseStatus(raw, { currentAccountId });
  if (status === null) throw new Error('expected a status');
  return status;
};

const filter = (id: string, title: string, action: ApiFilter['filter_action']): ApiFilter => ({
  id,
  title,
  context: ['home', 'public'],
  filter_action: action,
  expires_at: null,
});

describe('Status normalisation', () => {
  it('holds ids instead of nested objects', () => {
    const s = normalise(
      apiStatus('10', {
        account: apiAccount('5'),
        reblog: apiStatus('11'),
        quote: { state: 'accepted', quoted_status: apiStatus('12') },
        poll: apiPoll('13'),
      }),
    );
    expect(s.accountId).toBe('5');
    expect(s.reblogId).toBe('11');
    expect(s.quote).toEqual({ state: 'accepted', quotedStatusId: '12' });
    expect(s.pollId).toBe('13');
    for (const key of ['account', 'reblog', 'poll']) expect(s).not.toHaveProperty(key);
  });

  it('reads a shallow quote and rejects unknown quote states', () => {
    expect(normalise(apiStatus('1', { quote: { state: 'pending', quoted_status_id: '7' } })).quote).toEqual({
      state: 'pending',
      quotedStatusId: '7',
    });
    expect(normalise({ ...apiStatus('1'), quote: { state: 'weird', quoted_status: null } }).quote).toEqual({
      state: 'pending',
      quotedStatusId: null,
    });
    expect(normalise(apiStatus('1')).quote).toBeNull();
  });

  it('defaults visibility_ex to visibility and keeps kmyblue values', () => {
    expect(normalise(apiStatus('1', { visibility: 'private' })).visibility_ex).toBe('private');
    const k = normalise(
      apiStatus('1', {
        visibility: 'private',
        visibility_ex: 'limited',
        limited_scope: 'circle',
        searchability: 'limited',
      }),
    );
    expect(k.visibility_ex).toBe('limited');
    expect(k.limited_scope).toBe('circle');
    expect(k.searchability).toBe('limited');
    const bad = normalise({ ...apiStatus('1'), visibility: 'everyone', visibility_ex: 'nope', limited_scope: 'x' });
    expect(bad.visibility).toBe('public');
    expect(bad.visibility_ex).toBe('public');
    expect(bad.limited_scope).toBeNull();
  });

  it('keeps a Fedibird or kmyblue mutual-only post as limited to mutuals, never public', () => {
    for (const fields of [
      { visibility: 'mutual' },
      { visibility: 'private', visibility_ex: 'mutual' },
      { visibility: 'public', visibility_ex: 'mutual', limited_scope: 'circle' },
    ]) {
      const status = normalise({ ...apiStatus('1'), ...fields });
      expect(status.visibility).toBe('private');
      expect(status.visibility_ex).toBe('limited');
      expect(status.limited_scope).toBe('mutual');
    }
  });

  it('keeps the quote approval and kmyblue counters', () => {
    const s = normalise(
      apiStatus('1', {
        quote_approval: { automatic: ['public'], manual: ['followers'], current_user: 'automatic' },
        status_reference_ids: ['4', '5'],
        status_referred_by_count: 2,
        markdown: true,
        expires_at: '2030-01-01',
      }),
    );
    expect(s.quote_approval).toEqual({ automatic: ['public'], manual: ['followers'], current_user: 'automatic' });
    expect(s.status_reference_ids).toEqual(['4', '5']);
    expect(s.status_references_count).toBe(2);
    expect(s.status_referred_by_count).toBe(2);
    expect(s.markdown).toBe(true);
    expect(s.expires_at).toBe('2030-01-01');
  });

  it('derives contentHtml and spoilerHtml as emojified HTML strings', () => {
    const s = normalise(
      apiStatus('1', { content: '<p>hi :blob:</p>', spoiler_text: '<cw> :blob:', emojis: [blobEmoji] }),
    );
    expect(typeof s.contentHtml).toBe('string');
    expect(s.contentHtml).toContain('<p>hi <img');
    expect(s.spoilerHtml.startsWith('&lt;cw&gt; <img')).toBe(true);
    expect(s.content).toBe('<p>hi :blob:</p>');
  });

  it('derives the search text from spoiler, content, poll options and media descriptions', () => {
    const s = normalise(
      apiStatus('1', {
        spoiler_text: 'CW',
        content: '<p>Body<br>line</p><p>para &amp; more</p>',
        poll: apiPoll('2'),
        media_attachments: [
          { id: 'm1', type: 'image', description: 'a cat' },
          { id: 'm2', type: 'image', description: null },
        ],
      }),
    );
    expect(s.searchText).toBe('CW\n\nBody\nline\n\npara & more\n\nYes\n\nNo\n\na cat');
  });

  it('is hidden when it has spoiler text or is sensitive', () => {
    expect(normalise(apiStatus('1')).hidden).toBe(false);
    expect(normalise(apiStatus('1', { spoiler_text: 'cw' })).hidden).toBe(true);
    expect(normalise(apiStatus('1', { sensitive: true })).hidden).toBe(true);
  });

  it('splits matched filter titles: blur to media filters, others to matched_filters', () => {
    const s = normalise(
      apiStatus('1', {
        filtered: [
          { filter: filter('f1', 'Spoilers', 'warn') },
          { filter: filter('f2', 'Gore', 'blur') },
          { filter: filter('f3', 'Politics', 'hide') },
        ],
      }),
    );
    expect(s.matched_filters).toEqual(['Spoilers', 'Politics']);
    expect(s.matched_media_filters).toEqual(['Gore']);
    expect(s.filtered.map((f) => f.filterId)).toEqual(['f1', 'f2', 'f3']);
    const none = normalise(apiStatus('1'));
    expect(none.matched_filters).toBe(false);
    expect(none.matched_media_filters).toBe(false);
  });

  it('never filters the current user own posts', () => {
    const s = normalise(
      apiStatus('1', {
        account: apiAccount(ME),
        filtered: [{ filter: filter('f1', 'X', 'warn') }, { filter: filter('f2', 'Y', 'blur') }],
      }),
    );
    expect(s.matched_filters).toBe(false);
    expect(s.matched_media_filters).toBe(false);
  });

  it('derives emoji reaction `me` from the server flag or the current account id', () => {
    const s = normalise(
      apiStatus('1', {
        emoji_reactions: [
          { name: '👍', count: 2, account_ids: ['5', ME] },
          { name: 'blob', count: 1, account_ids: ['5'], me: true, url: 'https://e.example/b.png', domain: 'e.example' },
          { name: '🎉', count: 1, account_ids: ['5'] },
        ],
      }),
    );
    expect(s.emoji_reactions.map((r) => r.me)).toEqual([true, true, false]);
    expect(s.emoji_reactions[1]?.static_url).toBe('https://e.example/b.png');
    expect(s.emoji_reactions_count).toBe(4);
    expect(
      normalise(apiStatus('1', { emoji_reactions: [{ name: 'x', count: 1, account_ids: [ME] }] }), null)
        .emoji_reactions[0]?.me,
    ).toBe(false);
  });

  it('normalises media: http(s) URLs only, focus clamped', () => {
    const s = normalise(
      apiStatus('1', {
        media_attachments: [
          {
            id: 'm',
            type: 'image',
            url: 'https://f.example/a.png',
            remote_url: 'javascript:x',
            description: 'alt',
            meta: { focus: { x: 2, y: -0.5 } },
          },
        ],
      }),
    );
    const m = s.media_attachments[0];
    expect(m?.url).toBe('https://f.example/a.png');
    expect(m?.remote_url).toBeNull();
    expect(m?.meta.focus).toEqual({ x: 1, y: -0.5 });
  });

  it('keeps card authors with an accountId', () => {
    const s = normalise(
      apiStatus('1', {
        card: {
          url: 'https://news.example/a',
          title: 'T',
          description: 'D',
          type: 'link',
          author_name: 'A',
          author_url: '',
          authors: [
            { name: 'A', url: 'https://news.example/a', account: apiAccount('8') },
            { name: 'B', url: '' },
          ],
          provider_name: 'News',
          provider_url: 'https://news.example',
          html: '',
          width: 400,
          height: 200,
          image: 'https://news.example/i.png',
          embed_url: '',
        },
      }),
    );
    expect(s.card?.authors).toEqual([
      { name: 'A', url: 'https://news.example/a', accountId: '8' },
      { name: 'B', url: null, accountId: null },
    ]);
  });

  it('keeps user state flags and counts', () => {
    const s = normalise(
      apiStatus('1', { favourited: true, reblogged: null, bookmarked: true, pinned: true, replies_count: 2 }),
    );
    expect([s.favourited, s.reblogged, s.bookmarked, s.muted, s.pinned]).toEqual([true, false, true, false, true]);
    expect(s.replies_count).toBe(2);
    expect(s.collapsed).toBe(false);
    expect(s.translation).toBeNull();
  });

  it('rejects a payload without an id or account id', () => {
    expect(normaliseStatus({ ...apiStatus('1'), id: null }, { currentAccountId: ME })).toBeNull();
    expect(normaliseStatus({ ...apiStatus('1'), account: null }, { currentAccountId: ME })).toBeNull();
    expect(normaliseStatus('nope', { currentAccountId: ME })).toBeNull();
  });

  it('falls back to the uri for a non-http url', () => {
    expect(normalise({ ...apiStatus('1'), url: 'javascript:x' }).url).toBe(
      'https://remote.example/users/user1/statuses/1',
    );
  });
});

describe('mergeStatus', () => {
  it('keeps the user reveal state and translation while the text is unchanged', () => {
    const old = { ...normalise(apiStatus('1', { spoiler_text: 'cw' })), hidden: false, translation: null };
    const fresh = normalise(apiStatus('1', { spoiler_text: 'cw', favourites_count: 3 }));
    const merged = mergeStatus(old, fresh);
    expect(merged.hidden).toBe(false);
    expect(merged.favourites_count).toBe(3);
    const edited = normalise(apiStatus('1', { spoiler_text: 'cw', content: '<p>edited</p>' }));
    expect(mergeStatus(old, edited).hidden).toBe(true);
  });
});
