import { describe, expect, it } from 'vitest';
import { accountProfile } from '../../../src/services/auth/account-profile';
import { redirectUriFor, sameScopes } from '../../../src/domain/auth/auth-config';
import { isCallbackUrl, readCallback } from '../../../src/services/auth/callback-url';
import { readInitialState, seedFromInitialState } from '../../../src/services/auth/initial-state';

describe('OAuth callback URL', () => {
  it('reads code and state from /oauth/callback', () => {
    expect(readCallback('https://c.example/oauth/callback?code=abc&state=xyz', 9)).toEqual({
      code: 'abc',
      state: 'xyz',
      error: null,
      errorDescription: null,
      receivedAt: 9,
    });
  });

  it('reads an error answer', () => {
    expect(
      readCallback('https://c.example/oauth/callback?error=access_denied&error_description=No&state=s', 1),
    ).toMatchObject({
      code: null,
      error: 'access_denied',
      errorDescription: 'No',
      state: 's',
    });
  });

  it('ignores other paths and a bare callback path', () => {
    expect(readCallback('https://c.example/home?code=abc&state=xyz', 1)).toBeNull();
    expect(readCallback('https://c.example/oauth/callback', 1)).toBeNull();
    expect(isCallbackUrl('https://c.example/oauth/callback')).toBe(true);
    expect(isCallbackUrl('https://c.example/oauth/callbacks')).toBe(false);
  });

  it('builds the redirect URI on this page origin', () => {
    expect(redirectUriFor('http://127.0.0.1:5173/some/page')).toBe('http://127.0.0.1:5173/oauth/callback');
    expect(sameScopes('read write follow push', 'push follow write read')).toBe(true);
    expect(sameScopes('read', 'read write')).toBe(false);
  });
});

describe('account profile', () => {
  it('gives local accounts the server host as domain, and keeps only http(s) avatars', () => {
    expect(
      accountProfile('https://xn--r8jz45g.example', {
        id: '1',
        username: 'alice',
        acct: 'alice',
        display_name: '',
        avatar: 'javascript:alert(1)',
        avatar_static: 'javascript:x',
      }),
    ).toEqual({
      key: 'https://xn--r8jz45g.example|1',
      server: 'https://xn--r8jz45g.example',
      accountId: '1',
      acct: 'alice@xn--r8jz45g.example',
      displayName: 'alice',
      avatar: '',
      emojis: [],
    });
    expect(
      accountProfile('https://s.example', {
        id: '2',
        username: 'bob',
        acct: 'bob@else.example',
        display_name: 'Bob',
        avatar: 'https://s.example/b.png',
      }),
    ).toMatchObject({ acct: 'bob@else.example', displayName: 'Bob', avatar: 'https://s.example/b.png' });
    expect(accountProfile('https://s.example', { username: 'x' })).toBeNull();
  });

  it("keeps the display name's custom emoji with http(s) images only", () => {
    const profile = accountProfile('https://s.example', {
      id: '3',
      username: 'c',
      acct: 'c',
      display_name: 'C :ok: :bad:',
      emojis: [
        { shortcode: 'ok', url: 'https://s.example/ok.gif', static_url: 'https://s.example/ok.png' },
        { shortcode: 'bad', url: 'data:image/png;base64,AAAA', static_url: 'javascript:x' },
        { url: 'https://s.example/no-code.png' },
      ],
    });
    expect(profile?.emojis).toEqual([
      { shortcode: 'ok', url: 'https://s.example/ok.gif', static_url: 'https://s.example/ok.png' },
    ]);
  });
});

describe('server-embedded initial state', () => {
  const account = {
    id: '1',
    username: 'alice',
    acct: 'alice',
    display_name: 'Alice',
    avatar: 'https://s.example/a.png',
  };

  it('turns meta.access_token and meta.me into an embedded signed-in account', () => {
    const seed = seedFromInitialState(
      JSON.stringify({
        meta: { access_token: 'tok', me: '1', domain: 's.example' },
        accounts: { 1: account },
        compose: { default_privacy: 'unlisted' },
        settings: { home: { shows: {} } },
      }),
      'https://s.example',
    );
    expect(seed).toMatchObject({
      server: 'https://s.example',
      account: { key: 'https://s.example|1', accountId: '1', acct: 'alice@s.example', token: 'tok', embedded: true },
      compose: { default_privacy: 'unlisted' },
      settings: { home: { shows: {} } },
    });
    expect(seed?.rawAccount).toEqual(account);
  });

  it('gives a signed-out seed when there is no token', () => {
    expect(seedFromInitialState('{"meta":{"domain":"s.example"}}', 'https://s.example')).toEqual({
      server: 'https://s.example',
      account: null,
      rawAccount: null,
      settings: null,
      compose: null,
    });
  });

  it('ignores malformed states', () => {
    for (const text of [
      '',
      'null',
      '[]',
      '{"meta": 3}',
      '{"meta":{"access_token":"t","me":"1"},"accounts":{}}',
      '{"meta":{"access_token":"t","me":"1"},"accounts":{"1":{"id":"2","acct":"x"}}}',
    ]) {
      expect(seedFromInitialState(text, 'https://s.example'), text).toBeNull();
    }
  });

  it('reads only a JSON script with the right id', () => {
    const element = (tagName: string, type: string | null, text: string) => ({
      getElementById: () => ({ tagName, textContent: text, getAttribute: () => type }) as unknown as HTMLElement,
    });
    const json = '{"meta":{}}';
    expect(readInitialState(element('SCRIPT', 'application/json', json), 'https://s.example')).not.toBeNull();
    expect(readInitialState(element('DIV', 'application/json', json), 'https://s.example')).toBeNull();
    expect(readInitialState(element('SCRIPT', 'text/javascript', json), 'https://s.example')).toBeNull();
    expect(readInitialState({ getElementById: () => null }, 'https://s.example')).toBeNull();
  });
});
