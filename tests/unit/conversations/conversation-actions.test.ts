/**
 * Mark read and delete as optimistic changes: read shows at once (unread false in the store) and comes back
 * unread with the call's alert when the server refuses; delete takes the conversation out of the list at once
 * and puts it back at its place when the server refuses; opening a conversation opens its last post's thread
 * and marks it read.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  CONVERSATION_ACTIONS,
  deleteConversation,
  markConversationRead,
  openConversation,
} from '../../../src/services/conversations/conversation-actions';
import { conversationsList } from '../../../src/services/conversations/conversations-data';
import { ApiError } from '../../../src/domain/errors/api-error';
import { expectOnePerAccount, settle } from '../../support/account-parts';
import { dataFixture, idle } from '../../support/data-fixture';
import { deferred } from '../timelines/support/fake-app-services';
import { conversationsApi, page, rawConversation } from './conversation-fixtures';
import { waitForState } from '../../support/wait-for-state';

const refused = () =>
  new ApiError({ kind: 'response', status: 500, message: '500', statusText: 'Internal Server Error' });

async function setUp(calls: Parameters<typeof conversationsApi>[0]) {
  const scripted = conversationsApi({
    list: () =>
      Promise.resolve(page([rawConversation('c1', '300'), rawConversation('c2', '200'), rawConversation('c3', '100')])),
    ...calls,
  });
  const fixture = dataFixture(scripted.api);
  const chart = fixture.registry.pagedList(conversationsList, null);
  await idle(chart);
  return { ...scripted, fixture, chart, items: () => chart.getSnapshot().context.items };
}

describe('mark a conversation read', () => {
  it('shows it read at once and keeps the server answer', async () => {
    const answer = deferred<unknown>();
    const { fixture, read } = await setUp({ read: () => answer.promise });
    const outcome = markConversationRead(fixture, 'c2');
    expect(fixture.store.get('conversations', 'c2')?.unread).toBe(false);
    await waitForState(() => expect(read).toHaveBeenCalledWith('c2'));
    answer.resolve(rawConversation('c2', '200', { unread: false }));
    expect((await outcome).ok).toBe(true);
    expect(fixture.store.get('conversations', 'c2')?.unread).toBe(false);
    expect(fixture.alerts.getSnapshot()).toEqual([]);
  });

  it('shows it unread again and raises the alert when the server refuses', async () => {
    const answer = deferred<unknown>();
    const { fixture } = await setUp({ read: () => answer.promise });
    const outcome = markConversationRead(fixture, 'c1');
    expect(fixture.store.get('conversations', 'c1')?.unread).toBe(false);
    answer.reject(refused());
    expect((await outcome).ok).toBe(false);
    expect(fixture.store.get('conversations', 'c1')?.unread).toBe(true);
    expect(fixture.alerts.getSnapshot()).toHaveLength(1);
  });

  it('does not ask the server for a conversation already read', async () => {
    const { fixture, read } = await setUp({});
    fixture.store.patch('conversations', 'c3', { unread: false });
    expect((await markConversationRead(fixture, 'c3')).ok).toBe(true);
    expect(read).not.toHaveBeenCalled();
  });
});

describe('delete a conversation', () => {
  it('takes it out of the list at once and forgets it once the server agrees', async () => {
    const answer = deferred<unknown>();
    const { fixture, remove, items } = await setUp({ delete: () => answer.promise });
    const outcome = deleteConversation(fixture, 'c2');
    expect(items()).toEqual(['c1', 'c3']);
    await waitForState(() => expect(remove).toHaveBeenCalledWith('c2'));
    // still out of the list while the server is asked
    expect(items()).toEqual(['c1', 'c3']);
    answer.resolve({});
    expect((await outcome).ok).toBe(true);
    expect(items()).toEqual(['c1', 'c3']);
    expect(fixture.store.has('conversations', 'c2')).toBe(false);
  });

  it('puts it back at its place and raises the alert when the server refuses', async () => {
    const answer = deferred<unknown>();
    const { fixture, items } = await setUp({ delete: () => answer.promise });
    const outcome = deleteConversation(fixture, 'c2');
    expect(items()).toEqual(['c1', 'c3']);
    answer.reject(refused());
    expect((await outcome).ok).toBe(false);
    expect(items()).toEqual(['c1', 'c2', 'c3']);
    expect(fixture.store.has('conversations', 'c2')).toBe(true);
    expect(fixture.alerts.getSnapshot()).toHaveLength(1);
  });
});

describe('open a conversation', () => {
  it("navigates to the last post's thread and marks it read", async () => {
    const { fixture, read } = await setUp({
      read: () => Promise.resolve(rawConversation('c1', '300', { unread: false })),
    });
    const navigate = vi.fn();
    expect(openConversation({ ...fixture, navigate }, 'c1')).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/@user2@remote.example/300');
    expect(fixture.store.get('conversations', 'c1')?.unread).toBe(false);
    await waitForState(() => expect(read).toHaveBeenCalledWith('c1'));
  });

  it('does nothing when the last post is unknown', async () => {
    const { fixture } = await setUp({});
    fixture.store.patch('conversations', 'c1', { lastStatusId: null });
    const navigate = vi.fn();
    expect(openConversation({ ...fixture, navigate }, 'c1')).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(fixture.store.get('conversations', 'c1')?.unread).toBe(true);
  });
});

describe("the account's runner", () => {
  it('is one per account, and letting the account go stops what it has in flight', async () => {
    const one = await setUp({ delete: () => Promise.resolve({}) });
    const other = await setUp({ delete: () => Promise.resolve({}) });
    const stopped = deleteConversation(one.fixture, 'c1');
    const going = deleteConversation(other.fixture, 'c1');
    expectOnePerAccount(CONVERSATION_ACTIONS, one.fixture.store, other.fixture.store);
    one.fixture.store.scope.dispose();
    expect((await stopped).ok).toBe(false);
    expect((await going).ok).toBe(true);
    await settle();
    expect(one.remove).not.toHaveBeenCalled();
    expect(other.remove).toHaveBeenCalledWith('c1');
    expect(one.fixture.alerts.getSnapshot()).toEqual([]);
  });
});
