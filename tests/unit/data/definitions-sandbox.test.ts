/**
 * The definitions moved out of views, against the simulated kmyblue server (requests and answers checked by
 * the contract recorder): the thread and its context, an account looked up by acct (and one that does not
 * exist), a who-list paged by its next URL, a quoted post that is gone, the bookmark categories of a post with
 * a toggle the server agrees to, the follow suggestions, a relationship and the circles.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { isAccountMissing } from '../../../src/services/accounts/missing-accounts';
import { toggleBookmarkCategory } from '../../../src/services/bookmark-categories/category-toggles';
import { postCategories, type PostCategories } from '../../../src/services/bookmark-categories/post-categories';
import { circlesData } from '../../../src/services/compose/circles-data';
import { accountLookup } from '../../../src/services/data/definitions/account-lookup';
import { followSuggestions } from '../../../src/services/data/definitions/follow-suggestions';
import { quotedStatus } from '../../../src/services/data/definitions/quoted-status';
import { relationshipOf } from '../../../src/services/data/definitions/relationship';
import { threadContext, threadStatus, type ThreadIds } from '../../../src/services/data/definitions/thread';
import { fetchInteractionPage, INTERACTION_LIST_DATA } from '../../../src/services/who-lists/who-lists';
import { importStatus } from '../../../src/services/store';
import { dataFixture, idle, type DataFixture } from '../../support/data-fixture';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';

const contract = useContractSandbox();
let alice: SignedIn;
let bob: SignedIn;
let carol: SignedIn;
let fixture: DataFixture;

beforeAll(async () => {
  [alice, bob, carol] = (await Promise.all(
    ['alice', 'bob', 'carol'].map((username) => signIn(contract, { username })),
  )) as [SignedIn, SignedIn, SignedIn];
  fixture = dataFixture(alice.api, { me: alice.accountId, server: contract.origin });
});

describe('definitions against the sandbox', () => {
  it('a post with replies: the post, then its context in the store', async () => {
    const root = await bob.api.statuses.create({ status: 'a thread', visibility: 'public' });
    const reply = await carol.api.statuses.create({ status: 'a reply', visibility: 'public', in_reply_to_id: root.id });
    const post = await idle(fixture.registry.resource(threadStatus, root.id));
    expect(post.context.value).toBe(root.id);
    const thread = await idle(fixture.registry.resource(threadContext, root.id));
    expect((thread.context.value as ThreadIds).descendantIds).toContain(reply.id);
    expect(fixture.store.get('statuses', reply.id)?.in_reply_to_id).toBe(root.id);
    expect((await idle(fixture.registry.resource(threadStatus, '9999999999'))).hasTag('gone')).toBe(true);
  });

  it('looks an account up by acct; an unknown one is gone and recorded missing', async () => {
    const found = await idle(fixture.registry.resource(accountLookup, 'bob'));
    expect(found.context.value).toEqual({ accountId: bob.accountId, missing: false });
    const unknown = await idle(fixture.registry.resource(accountLookup, 'nobody@nowhere.example'));
    expect(unknown.hasTag('gone')).toBe(true);
    expect(isAccountMissing(fixture.store, 'nobody@nowhere.example')).toBe(true);
    expect(fixture.alerts.getSnapshot()).toEqual([]);
  });

  it('a who-list pages by the next URL the server sent', async () => {
    const post = await bob.api.statuses.create({ status: 'favourite me', visibility: 'public' });
    for (const fan of [alice, carol]) await fan.api.statuses.favourite(post.id);
    const list = await idle(fixture.registry.pagedList(INTERACTION_LIST_DATA.favourites, post.id));
    expect(new Set(list.context.items)).toEqual(new Set([alice.accountId, carol.accountId]));
    // one at a time: the definition follows the next URL of a one-item page
    const first = await fetchInteractionPage(alice.api, fixture.store, 'favourites', post.id, { limit: 1 });
    expect(first.next).not.toBeNull();
    const second = await INTERACTION_LIST_DATA.favourites.fetchPage(
      fixture,
      post.id,
      first.next,
      new AbortController().signal,
    );
    const ids = [...(first.items.kind === 'accounts' ? first.items.ids : []), ...second.items];
    expect(new Set(ids)).toEqual(new Set([alice.accountId, carol.accountId]));
  });

  it('a quote of a post that is gone marks the quote deleted', async () => {
    importStatus(fixture.store, {
      ...(await alice.api.statuses.create({ status: 'quoting', visibility: 'public' })),
      quote: { state: 'accepted', quoted_status_id: '9999999998' },
    });
    const quoting = [...fixture.store.getTable('statuses').values()].find(
      (status) => status.quote?.quotedStatusId === '9999999998',
    )!;
    const snapshot = await idle(
      fixture.registry.resource(quotedStatus, { parentId: quoting.id, quotedId: '9999999998' }),
    );
    expect(snapshot.hasTag('gone')).toBe(true);
    expect(fixture.store.get('statuses', quoting.id)?.quote?.state).toBe('deleted');
  });

  it('bookmark categories of a post, and a toggle the server agrees to', async () => {
    const category = await alice.api.bookmarkCategories.create('Sandbox data');
    const post = await bob.api.statuses.create({ status: 'keep me', visibility: 'public' });
    importStatus(fixture.store, await alice.api.statuses.get(post.id));
    const chart = fixture.registry.resource(postCategories, post.id);
    const loaded = await idle(chart);
    expect((loaded.context.value as PostCategories).categoryIds).toContain(category.id);
    expect((loaded.context.value as PostCategories).holding).toEqual([]);
    const outcome = await toggleBookmarkCategory(fixture, { statusId: post.id, categoryId: category.id, add: true });
    expect(outcome.ok).toBe(true);
    expect((chart.getSnapshot().context.value as PostCategories).holding).toEqual([category.id]);
    expect(fixture.store.get('statuses', post.id)?.bookmarked).toBe(true);
    expect((await alice.api.statuses.bookmarkCategories(post.id)).map((c) => c.id)).toEqual([category.id]);
  });

  it('follow suggestions, a relationship and the circles', async () => {
    const suggestions = await idle(fixture.registry.resource(followSuggestions, null));
    expect(suggestions.hasTag('value')).toBe(true);
    const suggested = suggestions.context.value as ReadonlyArray<{ accountId: string; sources: string[] }>;
    expect(suggested.length).toBeGreaterThan(0);
    for (const { accountId, sources } of suggested) {
      expect(fixture.store.get('accounts', accountId)).toBeDefined();
      expect(sources.length).toBeGreaterThan(0);
    }
    await idle(fixture.registry.resource(relationshipOf, bob.accountId));
    expect(fixture.store.get('relationships', bob.accountId)).toBeDefined();
    const circles = await idle(fixture.registry.resource(circlesData, null));
    expect(circles.hasTag('value')).toBe(true);
    await contract.settle();
  });
});
