/**
 * What the account reads of its server once (v2/instance, and from it the reaction features; the custom emoji):
 * each account reads for itself, once while the answer is kept; a failure is asked again; letting the account go
 * drops what was read, and the views following the reaction features hear nothing more.
 */
import { describe, expect, it, vi } from 'vitest';
import { INSTANCE_READ, instanceOf } from '../../../src/services/api/instance-cache';
import { REACTION_SUPPORT, loadReactionSupport } from '../../../src/services/emoji/reaction-support';
import { CUSTOM_EMOJI_FETCH, fetchCustomEmojis } from '../../../src/services/emoji/server-emoji';
import { createEntityStore } from '../../../src/services/store';
import { expectOnePerAccount } from '../../support/account-parts';
import { stubApi } from '../timelines/support/fake-app-services';
import { KMYBLUE_INSTANCE } from '../reactions/reaction-support';

const EMOJI = { shortcode: 'blob', url: 'https://x.example/b.png', static_url: 'https://x.example/b.png' };

function account(instance: () => Promise<unknown> = async () => KMYBLUE_INSTANCE) {
  const get = vi.fn(instance);
  const custom = vi.fn(async () => [{ ...EMOJI, visible_in_picker: true }]);
  const api = stubApi({ instance: { get }, emoji: { custom } } as never);
  return { api, store: createEntityStore({ currentAccountId: '1' }), get, custom };
}

describe("the account's reads of its server", () => {
  it('v2/instance is read once per account; a failed read is asked again', async () => {
    const one = account();
    const other = account();
    const first = await instanceOf(one);
    expect(await instanceOf(one)).toBe(first);
    await instanceOf(other);
    expect(one.get).toHaveBeenCalledTimes(1);
    expect(other.get).toHaveBeenCalledTimes(1);
    expectOnePerAccount(INSTANCE_READ, one.store, other.store);

    let fail = true;
    const flaky = account(async () => (fail ? Promise.reject(new Error('down')) : KMYBLUE_INSTANCE));
    await expect(instanceOf(flaky)).rejects.toThrow('down');
    fail = false;
    expect(await instanceOf(flaky)).toBe(KMYBLUE_INSTANCE);
    expect(flaky.get).toHaveBeenCalledTimes(2);
  });

  it('the reaction features and the custom emoji are each account’s own, and forgotten with it', async () => {
    const one = account();
    const other = account();
    expect((await loadReactionSupport(one)).reactions).toBe(true);
    await loadReactionSupport(one);
    await loadReactionSupport(other);
    expect((await fetchCustomEmojis(one.api, one.store)).map((emoji) => emoji.shortcode)).toEqual(['blob']);
    await fetchCustomEmojis(one.api, one.store);
    await fetchCustomEmojis(other.api, other.store);
    expect([one.get, other.get, one.custom, other.custom].map((call) => call.mock.calls.length)).toEqual([1, 1, 1, 1]);
    expectOnePerAccount(REACTION_SUPPORT, one.store, other.store);
    expectOnePerAccount(CUSTOM_EMOJI_FETCH, one.store, other.store);

    // a view following the account's features hears nothing once the account is let go
    const support = one.store.scope.peek(REACTION_SUPPORT)!;
    support.subscribe(() => {});
    expect(support.listeners.size).toBe(1);
    one.store.scope.dispose();
    expect(support.listeners.size).toBe(0);
    expect(one.store.scope.peek(INSTANCE_READ)).toBeUndefined();
    expect(() => instanceOf(one)).toThrow();
  });
});
