// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Status } from '../../../src/views/status/Status';
import { statusUiOf } from '../../../src/services/status/status-ui-store';
import { BLOB, rawAccount, rawStatus } from './status-fixtures';
import { click, createHarness, must, type Harness } from './status-harness';

let h: Harness;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-03T12:05:00.000Z'));
  h = createHarness();
});
afterEach(() => {
  h.unmount();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Status: the post as an article', () => {
  it('is an article named by author, start of text, time and acct', () => {
    h.importRaw(
      rawStatus('10', {
        account: rawAccount('1', { display_name: 'Alice :blob:', acct: 'alice', emojis: [BLOB] }),
        content: '<p>Hello <b>world</b></p><p>second paragraph</p>',
      }),
    );
    h.render(<Status statusId="10" variant="timeline" />);
    const article = must(h.container.querySelector('article'));
    const label = article.getAttribute('aria-label') ?? '';
    expect(label.startsWith('Alice :blob:, Hello world second paragraph, ')).toBe(true);
    expect(label).toContain('2025');
    expect(label.endsWith('@alice')).toBe(true);
    expect(article.tabIndex).toBe(0);
    expect(article.dataset.statusId).toBe('10');
  });

  it('shows avatar, display name with custom emoji and the @acct with its domain decoded', () => {
    h.importRaw(
      rawStatus('11', {
        account: rawAccount('2', {
          display_name: 'Carol :blob:',
          acct: 'carol@xn--r8jz45g.xn--zckzah',
          emojis: [BLOB],
        }),
      }),
    );
    h.render(<Status statusId="11" />);
    const author = must(h.container.querySelector<HTMLAnchorElement>('.status__author'));
    expect(author.getAttribute('href')).toBe('/@carol@xn--r8jz45g.xn--zckzah');
    expect(author.querySelector('.display-name__acct')?.textContent).toBe('@carol@例え.テスト');
    const emoji = must(author.querySelector('img.custom-emoji'));
    expect(emoji.getAttribute('alt')).toBe(':blob:');
    expect(emoji.getAttribute('title')).toBe(':blob:');
    expect(must(author.querySelector('img.avatar')).getAttribute('src')).toBe('https://files.example/avatars/2.png');
    click(author);
    expect(h.navigate).toHaveBeenCalledWith('/@carol@xn--r8jz45g.xn--zckzah');
  });

  it('shows an empty display name as the username', () => {
    h.importRaw(rawStatus('12', { account: rawAccount('3', { display_name: '  ', username: 'dana' }) }));
    h.render(<Status statusId="12" />);
    expect(h.container.querySelector('.display-name__name')?.textContent).toBe('dana');
  });

  it('keeps a malformed punycode label as received and warns once per domain with the converter error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    h.importRaw(
      rawStatus('13', { account: rawAccount('4', { acct: 'eve@xn--zzzz.example' }) }),
      rawStatus('14', { account: rawAccount('4', { acct: 'eve@xn--zzzz.example' }) }),
      rawStatus('15', { account: rawAccount('5', { acct: 'fay@xn--99999999999a.example' }) }),
    );
    h.render(
      <>
        <Status statusId="13" />
        <Status statusId="14" />
        <Status statusId="15" />
      </>,
    );
    const accts = [...h.container.querySelectorAll('.display-name__acct')].map((el) => el.textContent);
    expect(accts).toEqual(['@eve@xn--zzzz.example', '@eve@xn--zzzz.example', '@fay@xn--99999999999a.example']);
    const messages = warn.mock.calls.map((call) => String(call[0]));
    expect(messages.filter((m) => m.includes('xn--zzzz.example'))).toHaveLength(1);
    expect(messages.some((m) => m.includes('Invalid input'))).toBe(true);
    expect(messages.some((m) => m.includes('Overflow: input needs wider integers to process'))).toBe(true);
  });

  it('shows the time relative with the absolute date as tooltip, linking to the post page', () => {
    h.importRaw(rawStatus('16', { account: rawAccount('1', { acct: 'alice' }) }));
    h.render(<Status statusId="16" />);
    const time = must(h.container.querySelector('time'));
    expect(time.getAttribute('datetime')).toBe('2025-03-03T12:00:00.000Z');
    expect(time.textContent).toBe('5m');
    act(() => {
      time.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    });
    expect(time.getAttribute('title')).toMatch(/Mar 3, 2025/);
    const link = must(time.closest('a'));
    expect(link.getAttribute('href')).toBe('/@alice/16');
  });

  it('renders nothing for a status that is not stored', () => {
    h.render(<Status statusId="nope" />);
    expect(h.container.innerHTML).toBe('');
  });
});

describe('Status: boosts', () => {
  it('shows the boosted post under "Bob boosted"', () => {
    h.importRaw(
      rawStatus('21', {
        account: rawAccount('7', { display_name: 'Bob', acct: 'bob' }),
        content: '',
        reblog: rawStatus('20', {
          account: rawAccount('1', { display_name: 'Alice', acct: 'alice' }),
          content: '<p>original</p>',
        }),
      }),
    );
    h.render(<Status statusId="21" />);
    const article = must(h.container.querySelector('article'));
    expect(article.dataset.statusId).toBe('21');
    const header = must(article.querySelector('.status__boosted-by'));
    expect(header.textContent).toBe('Bob boosted');
    expect(header.querySelector('a')?.getAttribute('href')).toBe('/@bob');
    expect(article.querySelector('.status__author .display-name__name')?.textContent).toBe('Alice');
    expect(article.querySelector('.status__content')?.textContent).toBe('original');
    expect(article.getAttribute('aria-label')).toMatch(/^Bob boosted: Alice, original, /);
  });
});

describe('Status: content links', () => {
  const content = [
    '<p><span class="h-card"><a href="https://remote.example/@bob" class="u-url mention">@<span>bob</span></a></span> ',
    '<a href="https://remote.example/@ghost" class="u-url mention">@ghost</a> ',
    '<a href="https://home.example/tags/cats" class="mention hashtag" rel="tag">#<span>cats</span></a> ',
    '<a href="https://news.example/story" rel="nofollow noopener" target="_self">story</a></p>',
  ].join('');

  beforeEach(() => {
    h.importRaw(
      rawStatus('30', {
        content,
        mentions: [{ id: '9', username: 'bob', acct: 'bob@remote.example', url: 'https://remote.example/@bob' }],
        tags: [{ name: 'cats', url: 'https://home.example/tags/cats' }],
      }),
    );
    h.render(<Status statusId="30" />);
  });

  const link = (text: string) =>
    must(
      [...h.container.querySelectorAll<HTMLAnchorElement>('.status__content a')].find((a) => a.textContent === text),
      text,
    );

  it('routes mentions of the post to /@acct inside the app', () => {
    const mention = link('@bob');
    expect(mention.getAttribute('href')).toBe('/@bob@remote.example');
    expect(mention.hasAttribute('target')).toBe(false);
    click(mention);
    expect(h.navigate).toHaveBeenCalledWith('/@bob@remote.example');
  });

  it('keeps unknown mentions as outside links', () => {
    const ghost = link('@ghost');
    expect(ghost.getAttribute('href')).toBe('https://remote.example/@ghost');
    expect(ghost.getAttribute('target')).toBe('_blank');
  });

  it('routes hashtags to their timeline', () => {
    const tag = link('#cats');
    expect(tag.getAttribute('href')).toBe('/tags/cats');
    click(tag);
    expect(h.navigate).toHaveBeenCalledWith('/tags/cats');
  });

  it('opens other links outside with rel nofollow noopener noreferrer and target _blank', () => {
    const story = link('story');
    expect(story.getAttribute('href')).toBe('https://news.example/story');
    expect(story.getAttribute('rel')).toBe('nofollow noopener noreferrer');
    expect(story.getAttribute('target')).toBe('_blank');
    click(story);
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('opens the post page when the body is clicked outside any link', () => {
    click(h.container.querySelector('.status__content p'));
    expect(h.navigate).toHaveBeenCalledWith('/@user1@remote.example/30');
  });
});

describe('Status: in-app links in the multi-column layout', () => {
  it('carry the /deck prefix in their href and navigate without it', () => {
    h.unmount();
    h = createHarness({ layout: 'multi-column' });
    h.importRaw(rawStatus('31', { account: rawAccount('1', { acct: 'alice' }) }));
    h.render(<Status statusId="31" />);
    const author = must(h.container.querySelector('.status__author'));
    expect(author.getAttribute('href')).toBe('/deck/@alice');
    click(author);
    expect(h.navigate).toHaveBeenCalledWith('/@alice');
  });
});

describe('Status: content warning', () => {
  it("hides the content behind the spoiler text and keeps the reader's choice in the post's UI state", () => {
    h.importRaw(rawStatus('40', { spoiler_text: 'Spoilers :blob:', emojis: [BLOB], content: '<p>secret</p>' }));
    h.render(<Status statusId="40" />);
    const button = must(h.container.querySelector<HTMLButtonElement>('.status__warning-toggle'));
    const region = must(document.getElementById(button.getAttribute('aria-controls') ?? ''));
    expect(h.container.querySelector('.status__spoiler')?.textContent).toBe('Spoilers ');
    expect(h.container.querySelector('.status__spoiler img')?.getAttribute('alt')).toBe(':blob:');
    expect(button.textContent).toBe('Show more');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(region.hidden).toBe(true);
    expect(region.textContent).toBe('secret');
    expect(statusUiOf(h.store).get('40').contentRevealed).toBe(false);

    click(button);
    expect(statusUiOf(h.store).get('40').contentRevealed).toBe(true);
    expect(button.textContent).toBe('Show less');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(region.hidden).toBe(false);
    expect(h.navigate).not.toHaveBeenCalled();

    click(button);
    expect(statusUiOf(h.store).get('40').contentRevealed).toBe(false);
    expect(region.hidden).toBe(true);
  });

  it('uses the spoiler text, not the hidden content, in the accessible name', () => {
    h.importRaw(rawStatus('41', { spoiler_text: 'CW here', content: '<p>secret</p>' }));
    h.render(<Status statusId="41" />);
    const label = h.container.querySelector('article')?.getAttribute('aria-label') ?? '';
    expect(label).toContain('CW here');
    expect(label).not.toContain('secret');
  });

  it('shows no toggle for a post without spoiler text, even when sensitive', () => {
    h.importRaw(rawStatus('42', { sensitive: true }));
    h.render(<Status statusId="42" />);
    expect(h.container.querySelector('.status__warning-toggle')).toBeNull();
    expect(h.container.querySelector<HTMLElement>('.status__collapsible')?.hidden).toBe(false);
  });
});
