/**
 * Live conversations: while the list is shown it hears the direct stream; a streamed conversation (already
 * in the store) goes to its place by last post — the top for a new message — and is never listed twice; a
 * reconnection asks for the first page again; leaving the screen ends the subscription.
 */
// @vitest-environment jsdom
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { conversationStreamListener } from '../../../src/services/conversations/conversation-stream';
import { conversationsList } from '../../../src/services/conversations/conversations-data';
import { useConversationStream } from '../../../src/services/conversations/use-conversation-stream';
import type { StreamListener, StreamSubscription } from '../../../src/services/streaming/streaming-types';
import { importConversation } from '../../../src/services/store/notification-importers';
import { dataFixture, idle } from '../../support/data-fixture';
import { fakeServices, mount } from '../timelines/support/fake-app-services';
import { conversationsApi, page, rawConversation } from './conversation-fixtures';

async function loadedList() {
  const { api, list } = conversationsApi({
    list: () =>
      Promise.resolve(page([rawConversation('c1', '300'), rawConversation('c2', '200'), rawConversation('c3', '100')])),
  });
  const fixture = dataFixture(api);
  const chart = fixture.registry.pagedList(conversationsList, null);
  await idle(chart);
  const listener = conversationStreamListener(fixture.store, {
    upsert: (items, order) => chart.send({ type: 'UPSERT', items, order }),
    refresh: () => chart.send({ type: 'REFRESH' }),
  });
  return { fixture, chart, listener, list };
}

describe('conversation stream', () => {
  it('a new conversation streamed in goes to the top', async () => {
    const { fixture, chart, listener } = await loadedList();
    listener.conversation!(importConversation(fixture.store, rawConversation('c9', '400'))!);
    expect(chart.getSnapshot().context.items).toEqual(['c9', 'c1', 'c2', 'c3']);
  });

  it('a listed conversation with a new message moves to the top once', async () => {
    const { fixture, chart, listener } = await loadedList();
    listener.conversation!(importConversation(fixture.store, rawConversation('c3', '500'))!);
    // the same event twice (a duplicate delivery) still lists it once
    listener.conversation!('c3');
    expect(chart.getSnapshot().context.items).toEqual(['c3', 'c1', 'c2']);
  });

  it('a streamed conversation whose last post is older takes its sorted place', async () => {
    const { fixture, chart, listener } = await loadedList();
    listener.conversation!(importConversation(fixture.store, rawConversation('c5', '250'))!);
    expect(chart.getSnapshot().context.items).toEqual(['c1', 'c5', 'c2', 'c3']);
  });

  it('after a reconnection the first page is asked again', async () => {
    const { chart, listener, list } = await loadedList();
    listener.reconnected!();
    await idle(chart);
    expect(list).toHaveBeenCalledTimes(2);
    expect(list.mock.calls[1]?.[0]).toEqual({});
  });

  it('the screen hook subscribes to the direct stream while mounted, signed in only', () => {
    const subscriptions: { subscription: StreamSubscription; listener: StreamListener }[] = [];
    const unsubscribe = vi.fn();
    const upsert = vi.fn();
    const refresh = vi.fn();
    const services = fakeServices({ me: '1' });
    services.streaming = {
      ...services.streaming,
      subscribe: (subscription, listener) => {
        subscriptions.push({ subscription, listener });
        return unsubscribe;
      },
    };
    function Probe() {
      useConversationStream({ upsert, refresh });
      return null;
    }
    const mounted = mount(services, createElement(Probe));
    expect(subscriptions.map((s) => s.subscription)).toEqual([{ stream: 'direct' }]);
    importConversation(services.store, rawConversation('c1', '10'));
    subscriptions[0]!.listener.conversation!('c1');
    expect(upsert).toHaveBeenCalledWith(['c1'], expect.any(Function));
    mounted.unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);

    const signedOut = fakeServices({ me: null });
    const subscribe = vi.fn(() => unsubscribe);
    signedOut.streaming = { ...signedOut.streaming, subscribe };
    mount(signedOut, createElement(Probe)).unmount();
    expect(subscribe).not.toHaveBeenCalled();
  });
});
