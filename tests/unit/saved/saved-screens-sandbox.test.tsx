// @vitest-environment jsdom
/**
 * The saved-posts screens against the sandbox through the real API (contract-checked), with the real feed, posts
 * and status-action runner: /bookmarks and /favourites list what the server lists, newest saved first, and a post
 * unsaved there leaves once the server agrees (the server then no longer lists it), without an alert; bookmarks
 * link to the categories on this (kmyblue) server; /emoji_reactions lists the posts reacted to.
 */
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SavedScreen } from '../../../src/views/saved/SavedScreen';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { fakeServices, mount, type Mounted } from '../timelines/support/fake-app-services';
import { until } from '../../support/wait-for-state';
import { installFakeLayout, type FakeLayout } from '../timelines/support/fake-layout';

const contract = useContractSandbox();
let bob: SignedIn;
let mounted: Mounted | null = null;
let layout: FakeLayout;

beforeAll(async () => {
  bob = await signIn(contract, { username: 'bob' });
});
beforeEach(() => {
  layout = installFakeLayout({ viewport: 2000, rowHeight: 100 });
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  layout.restore();
});

const rowIds = (container: HTMLElement) =>
  [...container.querySelectorAll('[role="feed"] [data-feed-item]')].map((row) => row.getAttribute('data-feed-item'));

async function open(list: 'bookmarks' | 'favourites' | 'emoji_reactions') {
  const services = fakeServices({ me: bob.accountId, realApi: bob.api, server: contract.origin });
  mounted = mount(services, <SavedScreen list={list} />);
  const container = mounted.container;
  await until(() => rowIds(container).length > 0);
  return { services, container };
}

const pressedButton = (row: Element, name: string) =>
  [...row.querySelectorAll<HTMLButtonElement>('button[aria-pressed="true"]')].find(
    // the text holds the count after the name (Favourite1)
    (button) => (button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '').startsWith(name),
  );

describe('saved posts with the sandbox', () => {
  it.each([
    ['bookmarks', 'Bookmark', () => bob.api.statuses.bookmarks({ limit: 40 })],
    ['favourites', 'Favourite', () => bob.api.statuses.favourites({ limit: 40 })],
  ] as const)(
    '/%s lists what the server lists; a post unsaved there leaves once the server agrees',
    async (list, button, listed) => {
      const post = [...contract.sandbox.db.statuses.values()].find(
        (s) => !s.deleted && s.visibility === 'public' && s.reblog_of_id === null && s.account_id !== bob.accountId,
      )!;
      await (list === 'bookmarks' ? bob.api.statuses.bookmark(post.id) : bob.api.statuses.favourite(post.id));
      const server = (await listed()).items.map((s) => s.id);
      expect(server[0]).toBe(post.id);
      const { services, container } = await open(list);
      expect(container.querySelector('h1')?.textContent).toBe(list === 'bookmarks' ? 'Bookmarks' : 'Favourites');
      expect(rowIds(container)).toEqual(server.slice(0, rowIds(container).length));

      const row = container.querySelector(`[data-feed-item="${post.id}"]`)!;
      act(() => pressedButton(row, button)!.click());
      await until(() => !rowIds(container).includes(post.id));
      expect((await listed()).items.map((s) => s.id)).not.toContain(post.id);
      expect(services.alerts.getSnapshot()).toEqual([]);
    },
  );

  it('/bookmarks links to the bookmark categories on a server that has them', async () => {
    const { container } = await open('bookmarks');
    await until(() => container.querySelector('a[href="/bookmark_categories"]') !== null);
  });

  it('/emoji_reactions lists the posts the reader reacted to, newest first', async () => {
    const post = [...contract.sandbox.db.statuses.values()].find(
      (s) => !s.deleted && s.visibility === 'public' && s.reblog_of_id === null && s.account_id !== bob.accountId,
    )!;
    await bob.api.statuses.emojiReaction(post.id, '👍');
    const { container, services } = await open('emoji_reactions');
    expect(container.querySelector('h1')?.textContent).toBe('Emoji reactions');
    const server = (await bob.api.statuses.emojiReactions({ limit: 40 })).items.map((s) => s.id);
    expect(rowIds(container)).toEqual(server.slice(0, rowIds(container).length));
    expect(rowIds(container)).toContain(post.id);
    expect(contract.observed.has('statuses.emojiReactions')).toBe(true);
    expect(services.alerts.getSnapshot()).toEqual([]);
  });
});
