// @vitest-environment jsdom
/**
 * The saved-posts screens with a stubbed server: kmyblue's screens are offered only where the server says it has
 * them (plain Mastodon: a note, and nothing asked for); a features read that failed says so, with Retry; the categories
 * screen and its delete dialog pass axe; Escape gives up a rename with the focus back on Rename.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/domain/errors/api-error';
import { BookmarkCategoriesScreen } from '../../../src/views/bookmark-categories/BookmarkCategoriesScreen';
import { SavedScreen } from '../../../src/views/saved/SavedScreen';
import { buttonNamed } from '../filters/filter-dom';
import { until } from '../../support/wait-for-state';
import {
  expectNoAxeViolations,
  fakeServices,
  mount,
  settle,
  type ApiStubs,
  type Mounted,
} from '../timelines/support/fake-app-services';

// the feed is the timeline's (tested with it); here it only names its timeline
vi.mock('../../../src/views/timelines/Timeline', () => ({
  Timeline: ({ timeline, emptyText }: { timeline: string; emptyText?: string }) => (
    <div data-timeline={timeline} data-empty={emptyText} />
  ),
}));

const MASTODON = { domain: 'mastodon.example', version: '4.4.0', configuration: {} };
const KMYBLUE = {
  domain: 'kmy.example',
  version: '4.4.0',
  configuration: {},
  fedibird_capabilities: ['emoji_reaction', 'kmyblue_bookmark_category'],
};

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

async function render(element: React.ReactNode, api: ApiStubs) {
  const services = fakeServices({ me: '1', api });
  mounted = mount(services, element);
  await settle(5);
  return { services, container: mounted.container };
}

describe('saved-posts screens and the server’s features', () => {
  it('a server without emoji reactions says so instead of asking for the list', async () => {
    const { container } = await render(<SavedScreen list="emoji_reactions" />, {
      instance: { get: async () => MASTODON },
    });
    expect(container.querySelector('h1')?.textContent).toBe('Emoji reactions');
    expect(container.textContent).toContain('This server has no emoji reactions');
    expect(container.querySelector('[data-timeline]')).toBeNull();
  });

  it('a server with them shows the list', async () => {
    const { container } = await render(<SavedScreen list="emoji_reactions" />, {
      instance: { get: async () => KMYBLUE },
    });
    const feed = container.querySelector('[data-timeline]');
    expect(feed?.getAttribute('data-timeline')).toBe('emoji_reactions');
    // an empty list says what would fill it
    expect(feed?.getAttribute('data-empty')).toBe(
      'You have not reacted to any posts yet. Posts you react to will appear here.',
    );
  });

  it('without bookmark categories: the categories screen says so and bookmarks do not link to them', async () => {
    const list = vi.fn(async () => []);
    const categories = await render(<BookmarkCategoriesScreen />, {
      instance: { get: async () => MASTODON },
      bookmarkCategories: { list },
    });
    expect(categories.container.textContent).toContain('This server has no bookmark categories.');
    expect(categories.container.querySelector('form')).toBeNull();
    expect(list).not.toHaveBeenCalled();
    mounted?.unmount();
    const bookmarks = await render(<SavedScreen list="bookmarks" />, { instance: { get: async () => MASTODON } });
    expect(bookmarks.container.querySelector('[data-timeline="bookmarks"]')).not.toBeNull();
    expect(bookmarks.container.querySelector('a[href="/bookmark_categories"]')).toBeNull();
  });

  it('a failed read of the features offers a retry, which asks again', async () => {
    const get = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'offline', status: null, statusText: '' }))
      .mockResolvedValueOnce(KMYBLUE);
    const { container, services } = await render(<SavedScreen list="emoji_reactions" />, { instance: { get } });
    // the server's information is said missing, politely, in the one line the navigation also shows
    const line = await until(() => container.querySelector('[role="status"] .server-info-line'), 'the line');
    expect(line.textContent).toContain("This server's information could not be loaded");
    expect(container.querySelector('[data-timeline]')).toBeNull();
    act(() => buttonNamed(container, 'Retry').click());
    await until(() => container.querySelector('[data-timeline="emoji_reactions"]'), 'the list');
    expect(container.querySelector('.server-info-line')).toBeNull();
    // the features are read in passing: their failure raises no alert
    expect(services.alerts.getSnapshot()).toEqual([]);
  });
});

describe('the bookmark categories screen', () => {
  const api: ApiStubs = {
    instance: { get: async () => KMYBLUE },
    bookmarkCategories: {
      list: async () => [
        { id: '1', title: 'Recipes' },
        { id: '2', title: 'Art' },
      ],
    },
  };

  it('lists the categories by title, each linking to its posts, and passes axe with its delete dialog', async () => {
    const { container } = await render(<BookmarkCategoriesScreen />, api);
    const links = [...container.querySelectorAll<HTMLAnchorElement>('.category-row__link')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Art', '/bookmark_categories/2'],
      ['Recipes', '/bookmark_categories/1'],
    ]);
    await expectNoAxeViolations(container);
    act(() => buttonNamed(container, 'Delete “Art”').click());
    const dialog = document.querySelector('[role="alertdialog"]')!;
    expect(dialog.textContent).toContain('Delete this category?');
    // the safe answer takes the focus
    expect(document.activeElement?.textContent).toBe('Cancel');
    await expectNoAxeViolations(dialog);
    act(() => buttonNamed(dialog, 'Cancel').click());
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(container.querySelectorAll('.category-row')).toHaveLength(2);
  });

  it('Escape gives up a rename, the title unchanged and the focus back on Rename', async () => {
    const update = vi.fn();
    const { container } = await render(<BookmarkCategoriesScreen />, {
      ...api,
      bookmarkCategories: { ...api.bookmarkCategories, update },
    });
    act(() => buttonNamed(container, 'Rename “Recipes”').click());
    const input = container.querySelector<HTMLInputElement>('.category-row__rename input')!;
    expect(input.value).toBe('Recipes');
    act(() => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(container.querySelector('.category-row__rename')).toBeNull();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Rename “Recipes”');
    expect(update).not.toHaveBeenCalled();
  });
});
