/**
 * Every timeline name through the real API layer against the sandbox (requests and answers checked by the
 * contract recorder): the answer holds what the name asks for, and paging by the Link header's max_id works.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { maxIdFromNext } from '../../../src/machines/timeline-paging';
import type { Status } from '../../../src/domain/entities';
import { createEntityStore, type EntityStore } from '../../../src/services/store';
import { fetchTimelinePage } from '../../../src/services/timelines';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';

const contract = useContractSandbox();
let alice: SignedIn;
let store: EntityStore;

beforeAll(async () => {
  alice = await signIn(contract, { username: 'alice' });
  store = createEntityStore({ currentAccountId: alice.accountId });
});

async function statusesOf(name: string, paging = {}) {
  const result = await fetchTimelinePage(alice.api, store, name, paging);
  const statuses = result.ids.map((id) => store.get('statuses', id)!);
  expect(statuses.every(Boolean)).toBe(true);
  return { ...result, statuses };
}

const acctOf = (status: Status) => store.get('accounts', status.accountId)!.acct;
const hasTag = (status: Status, tag: string) => status.tags.some((t) => t.name.toLowerCase() === tag);

describe('timeline names against the sandbox', () => {
  it('home pages by the Link header without repeating posts', async () => {
    const first = await statusesOf('home', { limit: 10 });
    expect(first.ids.length).toBe(10);
    const maxId = maxIdFromNext(first.next);
    expect(maxId).not.toBeNull();
    const second = await statusesOf('home', { limit: 10, maxId: maxId! });
    expect(second.ids.length).toBeGreaterThan(0);
    expect(second.ids.filter((id) => first.ids.includes(id))).toEqual([]);
  });

  it('community holds local posts only, public:remote remote ones only, media variants only posts with media', async () => {
    const community = await statusesOf('community');
    expect(community.statuses.length).toBeGreaterThan(0);
    expect(community.statuses.every((s) => !acctOf(s).includes('@'))).toBe(true);
    const remote = await statusesOf('public:remote');
    expect(remote.statuses.length).toBeGreaterThan(0);
    expect(remote.statuses.every((s) => acctOf(s).includes('@'))).toBe(true);
    for (const name of ['public:media', 'community:media', 'public:remote:media']) {
      const media = await statusesOf(name);
      expect(
        media.statuses.every((s) => s.media_attachments.length > 0),
        name,
      ).toBe(true);
    }
    const everything = await statusesOf('public');
    expect(new Set(everything.statuses.map((s) => acctOf(s).includes('@'))).size).toBe(2);
  });

  it('hashtag and hashtag:local', async () => {
    const tagged = await statusesOf('hashtag:tsubame');
    expect(tagged.statuses.length).toBeGreaterThan(0);
    expect(tagged.statuses.every((s) => hasTag(s, 'tsubame'))).toBe(true);
    const local = await statusesOf('hashtag:tsubame:local');
    expect(local.statuses.every((s) => hasTag(s, 'tsubame') && !acctOf(s).includes('@'))).toBe(true);
  });

  it('account timelines: posts, with replies, pinned, media, tagged', async () => {
    const id = alice.accountId;
    const posts = await statusesOf(`account:${id}`);
    expect(posts.statuses.length).toBeGreaterThan(0);
    expect(posts.statuses.every((s) => s.accountId === id)).toBe(true);
    expect(posts.statuses.every((s) => s.in_reply_to_account_id === null || s.in_reply_to_account_id === id)).toBe(
      true,
    );
    const withReplies = await statusesOf(`account:${id}:with_replies`);
    expect(withReplies.statuses.some((s) => s.in_reply_to_account_id !== null && s.in_reply_to_account_id !== id)).toBe(
      true,
    );
    const pinned = await statusesOf(`account:${id}:pinned`);
    expect(pinned.statuses.length).toBeGreaterThan(0);
    expect(pinned.statuses.every((s) => s.pinned)).toBe(true);
    const media = await statusesOf(`account:${id}:media`);
    expect(media.statuses.every((s) => s.media_attachments.length > 0)).toBe(true);
    const tagged = await statusesOf(`account:${id}:tsubame`);
    expect(tagged.statuses.length).toBeGreaterThan(0);
    expect(tagged.statuses.every((s) => hasTag(s, 'tsubame'))).toBe(true);
  });

  it('list, antenna and link timelines', async () => {
    const [list] = await alice.api.lists.list();
    const [antenna] = await alice.api.antennas.list();
    expect(list && antenna).toBeTruthy();
    await expect(statusesOf(`list:${list!.id}`)).resolves.toBeDefined();
    await expect(statusesOf(`antenna:${antenna!.id}`)).resolves.toBeDefined();
    const card = [...contract.sandbox.db.statuses.values()].find(
      (s) => !s.deleted && s.card !== null && s.visibility === 'public',
    )?.card;
    expect(card).toBeTruthy();
    const shared = await statusesOf(`link:${card!.url}`);
    expect(shared.statuses.length).toBeGreaterThan(0);
    expect(shared.statuses.every((s) => s.card?.url === card!.url)).toBe(true);
  });
});
