// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Status } from '../../../src/views/status/Status';
import { rawAccount, rawStatus } from './status-fixtures';
import { appears, createHarness, must, type Harness } from './status-harness';

let h: Harness;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-05T12:00:00.000Z'));
  h = createHarness();
});
afterEach(() => {
  h.unmount();
  vi.useRealTimers();
});

const VISIBILITY_LABELS: [string, string | null, string][] = [
  ['public', null, 'Public'],
  ['public_unlisted', null, 'Public, not on federated timelines'],
  ['unlisted', null, 'Unlisted'],
  ['login', null, 'Signed-in users only'],
  ['private', null, 'Followers only'],
  ['limited', null, 'Limited'],
  ['limited', 'mutual', 'Mutual followers only'],
  ['limited', 'circle', 'Circle members only'],
  ['limited', 'personal', 'Only me'],
  ['limited', 'reply', 'Reply participants only'],
  ['direct', null, 'Mentioned people only'],
];

const SEARCHABILITY_LABELS: [string, string][] = [
  ['public', 'Searchable by anyone'],
  ['public_unlisted', 'Searchable by anyone, not across servers'],
  ['private', 'Searchable by followers'],
  ['direct', 'Searchable by people who reacted'],
  ['limited', 'Searchable only by me'],
];

describe('visibility_ex indicator', () => {
  it.each(VISIBILITY_LABELS)('%s (scope %s) is labelled "%s"', (visibility, scope, label) => {
    h.importRaw(rawStatus('1', { visibility: 'private', visibility_ex: visibility, limited_scope: scope }));
    h.render(<Status statusId="1" />);
    const icon = must(h.container.querySelector('.audience--visibility'));
    expect(icon.getAttribute('role')).toBe('img');
    expect(icon.getAttribute('aria-label')).toBe(label);
    expect(icon.getAttribute('title')).toBe(label);
    expect(icon.getAttribute('data-visibility')).toBe(visibility);
  });

  it('falls back to the masked visibility when visibility_ex is absent (plain Mastodon)', () => {
    h.importRaw(rawStatus('2', { visibility: 'unlisted', visibility_ex: undefined, searchability: undefined }));
    h.render(<Status statusId="2" />);
    expect(h.container.querySelector('.audience--visibility')?.getAttribute('aria-label')).toBe('Unlisted');
    expect(h.container.querySelector('.audience--searchability')).toBeNull();
  });

  it('gives each visibility its own icon', () => {
    const icons = new Set<string>();
    VISIBILITY_LABELS.forEach(([visibility, scope], index) => {
      h.importRaw(rawStatus(`v${index}`, { visibility_ex: visibility, limited_scope: scope }));
    });
    h.render(
      <>
        {VISIBILITY_LABELS.map((_, index) => (
          <Status key={index} statusId={`v${index}`} />
        ))}
      </>,
    );
    for (const el of h.container.querySelectorAll('.audience--visibility .icon'))
      icons.add(el.getAttribute('class') ?? '');
    // limited without a scope and limited to a circle share the circle icon
    expect(icons.size).toBe(VISIBILITY_LABELS.length - 1);
  });
});

describe('searchability indicator', () => {
  it.each(SEARCHABILITY_LABELS)('%s is labelled "%s"', (searchability, label) => {
    h.importRaw(rawStatus('3', { searchability }));
    h.render(<Status statusId="3" />);
    const icon = must(h.container.querySelector('.audience--searchability'));
    expect(icon.getAttribute('aria-label')).toBe(label);
    expect(icon.getAttribute('data-searchability')).toBe(searchability);
  });
});

describe('detailed variant', () => {
  beforeEach(async () => {
    h.importRaw(
      rawStatus('5', {
        account: rawAccount('1', { acct: 'alice' }),
        url: 'https://home.example/@alice/5',
        created_at: '2025-03-03T12:00:00.000Z',
        edited_at: '2025-03-04T09:30:00.000Z',
        application: { name: 'Tsubame', website: 'https://tsubame.example/' },
        visibility_ex: 'limited',
        limited_scope: 'circle',
        searchability: 'private',
        reblogs_count: 1500,
        favourites_count: 1,
        quotes_count: 0,
        emoji_reactions: [{ name: '👍', count: 3, account_ids: [] }],
      }),
    );
    h.render(<Status statusId="5" variant="detailed" />);
    // DetailedInfo loads lazily: it appears a moment after the post
    await appears(() => h.container.querySelector('.status__detailed'), 'detailed info');
  });

  it('shows the full date linking to the original page, the edit date and the application', () => {
    const time = must(h.container.querySelector('.status__detailed time'));
    expect(time.textContent).toMatch(/Mar 3, 2025/);
    const original = must(time.closest('a'));
    expect(original.getAttribute('href')).toBe('https://home.example/@alice/5');
    expect(original.getAttribute('target')).toBe('_blank');
    expect(h.container.querySelector('.status__edited')?.textContent).toMatch(/^Edited Mar 4, 2025/);
    const app = must(h.container.querySelector('.status__application a'));
    expect(app.textContent).toBe('via Tsubame');
    expect(app.getAttribute('href')).toBe('https://tsubame.example/');
    expect(app.getAttribute('rel')).toBe('nofollow noopener noreferrer');
  });

  it('names the audience and searchability in words', () => {
    expect(h.container.querySelector('.status__detailed .audience--visibility')?.textContent).toBe(
      'Circle members only',
    );
    expect(h.container.querySelector('.status__detailed .audience--searchability')?.textContent).toBe(
      'Searchable by followers',
    );
  });

  it('links the non-zero counts to their lists', () => {
    const links = [...h.container.querySelectorAll('.status__count-link')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['1,500 boosts', '/@alice/5/reblogs'],
      ['1 favourite', '/@alice/5/favourites'],
      ['3 reactions', '/@alice/5/reactions'],
    ]);
  });

  it('does not open itself on click and has no relative time in its header', () => {
    h.container.querySelector<HTMLElement>('.status__content p')?.click();
    expect(h.navigate).not.toHaveBeenCalled();
    expect(h.container.querySelector('.status__header time')).toBeNull();
  });
});
