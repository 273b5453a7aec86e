import { describe, expect, it } from 'vitest';
import { normaliseAccount } from '../../../src/domain/entities/account';
import { apiAccount, blobEmoji } from './fixtures';

const normalise = (raw: unknown) => {
  const account = normaliseAccount(raw);
  if (account === null) throw new Error('expected an account');
  return account;
};

describe('Account normalisation', () => {
  it('keeps http/https profile URLs and otherwise uses the uri', () => {
    expect(normalise(apiAccount('1')).url).toBe('https://remote.example/@user1');
    expect(normalise(apiAccount('1', { url: 'javascript:alert(1)' })).url).toBe('https://remote.example/users/user1');
    expect(normalise(apiAccount('1', { url: null })).url).toBe('https://remote.example/users/user1');
    expect(normalise(apiAccount('1', { url: 'ftp://x.example/' })).url).toBe('https://remote.example/users/user1');
  });

  it('keeps only http/https image URLs', () => {
    const a = normalise(apiAccount('1', { avatar: 'javascript:alert(1)', header: 'data:image/png;base64,AAAA' }));
    expect(a.avatar).toBe('https://files.example/avatars/1_static.png');
    expect(a.avatar_static).toBe('https://files.example/avatars/1_static.png');
    expect(a.header).toBe('https://files.example/headers/1_static.png');
    const b = normalise(apiAccount('1', { avatar: 'javascript:x', avatar_static: 'vbscript:y' }));
    expect(b.avatar).toBe('');
    expect(b.avatar_static).toBe('');
  });

  it('shows the username when the display name is empty or blank', () => {
    expect(normalise(apiAccount('1', { display_name: '' })).display_name_html).toBe('user1');
    expect(normalise(apiAccount('1', { display_name: '   ' })).display_name_html).toBe('user1');
    expect(normalise(apiAccount('1', { display_name: 'Named' })).display_name_html).toBe('Named');
  });

  it('escapes the display name and renders its custom emoji', () => {
    const a = normalise(apiAccount('1', { display_name: '<b>x</b> :blob:', emojis: [blobEmoji] }));
    expect(a.display_name_html).toContain('&lt;b&gt;x&lt;/b&gt; <img');
    expect(a.display_name_html).toContain('src="https://files.example/emoji/blob.png"');
  });

  it('derives note_emojified and note_plain', () => {
    const a = normalise(
      apiAccount('1', { note: '<p>Hi :blob:</p><p>Line<br>two &amp; more</p>', emojis: [blobEmoji] }),
    );
    expect(a.note_emojified).toContain('<p>Hi <img');
    expect(a.note_plain).toBe('Hi :blob:\n\nLine\ntwo & more');
  });

  it('gives each field emojified and plain renderings', () => {
    const a = normalise(
      apiAccount('1', {
        emojis: [blobEmoji],
        fields: [
          { name: 'Site :blob:', value: '<a href="https://s.example">s.example</a> :blob:', verified_at: '2024-01-01' },
        ],
      }),
    );
    const field = a.fields[0];
    expect(field?.name_emojified).toContain('Site <img');
    expect(field?.value_emojified).toContain('</a> <img');
    expect(field?.value_plain).toBe('s.example :blob:');
    expect(field?.verified_at).toBe('2024-01-01');
  });

  it('applies the stated defaults of other_settings and server_features', () => {
    const a = normalise(apiAccount('1'));
    expect(a.other_settings).toEqual({
      noindex: false,
      hide_network: false,
      hide_followers_count: false,
      hide_following_count: false,
      hide_statuses_count: false,
      translatable_private: false,
      link_preview: true,
      allow_quote: true,
      emoji_reaction_policy: 'allow',
      subscription_policy: 'allow',
    });
    expect(a.server_features).toEqual({
      circle: false,
      emoji_reaction: false,
      quote: false,
      status_reference: false,
      legacy_quote: false,
    });
    expect([a.hidden, a.suspended, a.memorial, a.limited, a.hide_collections, a.noindex]).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(a.movedId).toBeNull();
    expect(a.mute_expires_at).toBeNull();
  });

  it('keeps kmyblue settings the server sends and rejects unknown policy values', () => {
    const a = normalise(
      apiAccount('1', {
        other_settings: {
          link_preview: false,
          emoji_reaction_policy: 'mutuals_only',
          subscription_policy: 'block',
          hide_network: true,
        },
        server_features: { circle: true, emoji_reaction: true },
      }),
    );
    expect(a.other_settings.link_preview).toBe(false);
    expect(a.other_settings.emoji_reaction_policy).toBe('mutuals_only');
    expect(a.other_settings.subscription_policy).toBe('block');
    expect(a.other_settings.hide_network).toBe(true);
    expect(a.server_features.circle).toBe(true);
    const b = normalise({
      ...apiAccount('1'),
      other_settings: { emoji_reaction_policy: 'everyone', subscription_policy: 7 },
    });
    expect(b.other_settings.emoji_reaction_policy).toBe('allow');
    expect(b.other_settings.subscription_policy).toBe('allow');
  });

  it('references a moved account by id only', () => {
    const a = normalise(apiAccount('1', { moved: apiAccount('2') }));
    expect(a.movedId).toBe('2');
    expect(a).not.toHaveProperty('moved');
  });

  it('keeps role badges with an id and drops the rest', () => {
    const a = normalise({
      ...apiAccount('1'),
      roles: [{ id: '3', name: 'Admin', color: '#ff0000' }, { name: 'no id' }],
    });
    expect(a.roles).toEqual([{ id: '3', name: 'Admin', color: '#ff0000' }]);
  });

  it('coerces counts and ids and rejects a payload without an id', () => {
    const a = normalise({
      ...apiAccount('1'),
      id: 77,
      statuses_count: '12',
      followers_count: -4,
      following_count: 'many',
    });
    expect(a.id).toBe('77');
    expect(a.statuses_count).toBe(12);
    expect(a.followers_count).toBe(0);
    expect(a.following_count).toBe(0);
    expect(normaliseAccount({ ...apiAccount('1'), id: undefined })).toBeNull();
    expect(normaliseAccount({ ...apiAccount('1'), id: '' })).toBeNull();
    expect(normaliseAccount(null)).toBeNull();
  });

  it('falls back to the username for acct', () => {
    expect(normalise({ id: '9', username: 'solo' }).acct).toBe('solo');
  });
});
