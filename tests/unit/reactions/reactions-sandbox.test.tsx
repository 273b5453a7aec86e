// @vitest-environment jsdom
/**
 * Against the simulated kmyblue server (requests and answers checked by the contract recorder): feature
 * detection, the deck and custom emoji, the who-lists with Link-header paging, and the bookmark categories
 * dialog adding a post for real.
 */
import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadReactionSupport } from '../../../src/services/emoji/reaction-support';
import { fetchCustomEmojis, fetchReactionDeck } from '../../../src/services/emoji/server-emoji';
import { createEntityStore, importStatus } from '../../../src/services/store';
import { BookmarkCategoriesDialog } from '../../../src/views/bookmark-categories/BookmarkCategoriesDialog';
import { pageParamsOfLink } from '../../../src/machines/timeline-paging';
import { fetchInteractionPage } from '../../../src/services/who-lists/who-lists';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { fakeServices, mount, settle } from '../timelines/support/fake-app-services';

const contract = useContractSandbox();
let alice: SignedIn;
let bob: SignedIn;
let carol: SignedIn;
let postId: string;

beforeAll(async () => {
  [alice, bob, carol] = (await Promise.all(
    ['alice', 'bob', 'carol'].map((username) => signIn(contract, { username })),
  )) as [SignedIn, SignedIn, SignedIn];
  const post = await bob.api.statuses.create({ status: 'react to me', visibility: 'public' });
  postId = post.id;
  for (const fan of [alice, carol]) {
    await fan.api.statuses.favourite(postId);
    await fan.api.statuses.reblog(postId);
  }
  await alice.api.statuses.emojiReaction(postId, '👍');
  await carol.api.statuses.emojiReaction(postId, '👍');
  await carol.api.statuses.emojiReaction(postId, '🎉');
});

describe('reactions against the sandbox', () => {
  it('detects reactions and the deck; reads the deck and the custom emoji', async () => {
    const store = createEntityStore({ currentAccountId: alice.accountId });
    expect(await loadReactionSupport({ api: alice.api, store })).toMatchObject({ reactions: true, deck: true });
    const custom = await fetchCustomEmojis(alice.api, store);
    expect(custom.length).toBeGreaterThan(0);
    expect(store.get('customEmojis', custom[0]!.shortcode)).toBe(custom[0]);
    const deck = await fetchReactionDeck(alice.api);
    expect(deck.every((e) => e.id !== '' && (e.kind === 'native' || e.url !== undefined))).toBe(true);
  });

  it('who-lists page by the Link header without repeats', async () => {
    const store = createEntityStore({ currentAccountId: alice.accountId });
    for (const list of ['favourites', 'reblogs'] as const) {
      const first = await fetchInteractionPage(alice.api, store, list, postId, { limit: 1 });
      const paging = pageParamsOfLink(first.next);
      expect(paging, list).not.toBeNull();
      const second = await fetchInteractionPage(alice.api, store, list, postId, paging!);
      const ids = [first.items, second.items].flatMap((items) => (items.kind === 'accounts' ? items.ids : []));
      expect(new Set(ids), list).toEqual(new Set([alice.accountId, carol.accountId]));
    }
    const reactions = await fetchInteractionPage(alice.api, store, 'reactions', postId);
    expect(reactions.items.kind).toBe('reactions');
    const rows = reactions.items.kind === 'reactions' ? reactions.items.rows : [];
    expect(rows.map((r) => `${r.emoji}:${r.accountId}`).sort()).toEqual(
      [`👍:${alice.accountId}`, `👍:${carol.accountId}`, `🎉:${carol.accountId}`].sort(),
    );
  });

  it('the bookmark categories dialog adds the post to a category, and the server agrees', async () => {
    const category = await alice.api.bookmarkCategories.create('Sandbox reading');
    const services = fakeServices({ me: alice.accountId, realApi: alice.api, server: contract.origin });
    importStatus(services.store, await alice.api.statuses.get(postId));
    const mounted = mount(services, <BookmarkCategoriesDialog statusId={postId} onClose={() => {}} />);
    await settle(10);
    const box = [...document.body.querySelectorAll<HTMLInputElement>('[role="dialog"] input[type="checkbox"]')].find(
      (input) => input.closest('label')?.textContent === 'Sandbox reading',
    )!;
    expect(box.checked).toBe(false);
    act(() => box.click());
    await settle(10);
    expect(box.checked).toBe(true);
    expect(services.store.get('statuses', postId)?.bookmarked).toBe(true);
    const holding = await alice.api.statuses.bookmarkCategories(postId);
    expect(holding.map((c) => c.id)).toContain(category.id);
    mounted.unmount();
    await contract.settle();
  });
});
