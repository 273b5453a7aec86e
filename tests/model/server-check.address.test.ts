import { describe, expect, it } from 'vitest';
import { isLoopbackHost, normaliseServerAddress } from '../../src/machines/server-address';

// The address rule the server-check machine's guard applies (its model test samples only a few).

describe('normaliseServerAddress', () => {
  it.each([
    ['social.example', 'https://social.example'],
    ['  Social.Example  ', 'https://social.example'],
    ['social.example/', 'https://social.example'],
    ['social.example/@alice?x=1#top', 'https://social.example'],
    ['https://social.example:8443/path', 'https://social.example:8443'],
    ['HTTPS://social.example', 'https://social.example'],
    ['xn--r8jz45g.example', 'https://xn--r8jz45g.example'],
    ['例え.example', 'https://xn--r8jz45g.example'],
    ['localhost:4000', 'https://localhost:4000'],
    ['[2001:db8::1]', 'https://[2001:db8::1]'],
  ])('adds https:// or keeps https: %s -> %s', (typed, origin) => {
    expect(normaliseServerAddress(typed)).toEqual({ ok: true, origin });
  });

  it.each([
    ['http://127.0.0.1:4000', 'http://127.0.0.1:4000'],
    ['http://127.12.0.9', 'http://127.12.0.9'],
    ['http://localhost:4000/', 'http://localhost:4000'],
    ['http://LOCALHOST', 'http://localhost'],
    ['http://[::1]:4000', 'http://[::1]:4000'],
  ])('accepts http:// for loopback hosts: %s', (typed, origin) => {
    expect(normaliseServerAddress(typed)).toEqual({ ok: true, origin });
  });

  it.each([
    'http://social.example',
    'http://128.0.0.1',
    'http://10.0.0.1:4000',
    'http://[::2]',
    'http://localhost.social.example',
  ])('refuses plain http:// elsewhere: %s', (typed) => {
    expect(normaliseServerAddress(typed)).toEqual({ ok: false, problem: 'insecure-address' });
  });

  it.each(['', '   '])('calls blank input empty: %j', (typed) => {
    expect(normaliseServerAddress(typed)).toEqual({ ok: false, problem: 'empty-address' });
  });

  it.each([
    'ftp://social.example',
    'javascript://alert(1)',
    'alice@social.example',
    'https://a:b@social.example',
    'social example',
    'mastodon',
    'https://',
  ])('refuses what is not a server address: %j', (typed) => {
    expect(normaliseServerAddress(typed)).toEqual({ ok: false, problem: 'invalid-address' });
  });
});

describe('isLoopbackHost', () => {
  it('knows 127.0.0.0/8, ::1 and localhost and nothing else', () => {
    expect(['127.0.0.1', '127.255.255.254', 'localhost', '[::1]'].map(isLoopbackHost)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['126.0.0.1', '127.0.0', '127.0.0.256', 'localhost.example', '[::2]', '0.0.0.0'].map(isLoopbackHost),
    ).toEqual([false, false, false, false, false, false]);
  });
});
