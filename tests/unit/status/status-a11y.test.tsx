// @vitest-environment jsdom
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Status } from '../../../src/views/status/Status';
import { BLOB, rawAccount, rawStatus } from './status-fixtures';
import { appears, click, createHarness, type Harness } from './status-harness';

let h: Harness;
afterEach(() => h.unmount());

function richPost(): Record<string, unknown> {
  return rawStatus('2', {
    account: rawAccount('7', { display_name: 'Bob :blob:', acct: 'bob@xn--r8jz45g.xn--zckzah', emojis: [BLOB] }),
    content: '',
    reblog: rawStatus('1', {
      account: rawAccount('1', { display_name: 'Alice', acct: 'alice' }),
      spoiler_text: 'About :blob:',
      emojis: [BLOB],
      content:
        '<p>Hi <a href="https://remote.example/@bob" class="u-url mention">@bob</a> <a href="https://x.example/tags/cats" class="hashtag">#cats</a> :blob:</p>',
      mentions: [{ id: '7', username: 'bob', acct: 'bob@xn--r8jz45g.xn--zckzah', url: 'https://remote.example/@bob' }],
      visibility_ex: 'limited',
      limited_scope: 'mutual',
      searchability: 'private',
      replies_count: 2,
      reblogs_count: 3,
      favourites_count: 4,
      favourited: true,
      application: { name: 'Tsubame', website: 'https://tsubame.example/' },
      emoji_reactions: [
        { name: '👍', count: 2, account_ids: ['1'] },
        { name: 'blob', count: 1, account_ids: [], url: BLOB.url, static_url: BLOB.static_url },
      ],
      quote: {
        state: 'accepted',
        quoted_status: rawStatus('0', { content: '<p>quoted</p>', quote: { state: 'deleted', quoted_status: null } }),
      },
    }),
  });
}

async function violations(root: Element): Promise<string[]> {
  const result = await axe.run(root, {
    resultTypes: ['violations'],
    // jsdom computes no colours or layout; landmarks belong to the screens that place posts
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility of a post (axe-core)', () => {
  it.each(['timeline', 'detailed'] as const)(
    'the %s variant has no violations, hidden or revealed',
    async (variant) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2025-03-03T12:30:00.000Z'));
      h = createHarness({ me: '1' });
      h.importRaw(richPost());
      h.render(<Status statusId={variant === 'timeline' ? '2' : '1'} variant={variant} />);
      // the detailed variant's info loads lazily: check it once it is there
      if (variant === 'detailed') await appears(() => h.container.querySelector('.status__detailed'), 'detailed info');
      expect(await violations(h.container)).toEqual([]);
      click(h.container.querySelector('.status__warning-toggle'));
      expect(await violations(h.container)).toEqual([]);
      vi.useRealTimers();
    },
  );

  it('opens the post with Enter on the focused article, not on its controls', () => {
    h = createHarness();
    h.importRaw(rawStatus('5', { account: rawAccount('1', { acct: 'alice' }) }));
    h.render(<Status statusId="5" />);
    const article = h.container.querySelector('article');
    const press = (target: Element | null) =>
      target?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    press(h.container.querySelector('.status__actions button'));
    expect(h.navigate).not.toHaveBeenCalled();
    press(article);
    expect(h.navigate).toHaveBeenCalledWith('/@alice/5');
  });
});
