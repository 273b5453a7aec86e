// @vitest-environment jsdom
/**
 * The screen's other states with a scripted server: loading, a failed first load with Try again, Load more
 * while the server has older conversations (the rows' set size unknown meanwhile), and a row whose
 * conversation is streamed in going to the top.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/domain/errors/api-error';
import type { StreamListener } from '../../../src/services/streaming/streaming-types';
import { importConversation } from '../../../src/services/store/notification-importers';
import ConversationsScreen from '../../../src/views/conversations/ConversationsScreen';
import { appears, must } from '../status/status-harness';
import {
  clickButton,
  deferred,
  fakeServices,
  mount,
  settle,
  type Mounted,
} from '../timelines/support/fake-app-services';
import { conversationsApi, NEXT, page, rawConversation } from './conversation-fixtures';

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

const rowIds = (root: ParentNode) =>
  [...root.querySelectorAll('[data-feed-item]')].map((el) => el.getAttribute('data-feed-item'));

describe('ConversationsScreen states', () => {
  it('says it is loading, then offers Try again after a failure, which loads the list', async () => {
    const first = deferred<never>();
    let calls = 0;
    const { stubs } = conversationsApi({
      list: () => (++calls === 1 ? first.promise : Promise.resolve(page([rawConversation('c1', '10')]))),
    });
    const services = fakeServices({ me: '1', api: stubs });
    mounted = mount(services, <ConversationsScreen />);
    const container = mounted.container;
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading…');
    first.reject(new ApiError({ kind: 'response', status: 503, message: '503', statusText: 'Unavailable' }));
    const alert = await appears(() => container.querySelector('[role="alert"]'), 'failure');
    expect(alert.textContent).toContain('Direct messages could not be loaded.');
    clickButton(container, 'Try again');
    await appears(() => container.querySelector('[role="feed"]'), 'feed');
    expect(rowIds(container)).toEqual(['c1']);
  });

  it('loads older conversations with Load more; the set size is unknown until the last page', async () => {
    const { stubs } = conversationsApi({
      list: (paging) =>
        Promise.resolve(
          (paging as { max_id?: string }).max_id === undefined
            ? page([rawConversation('c1', '300'), rawConversation('c2', '200')], NEXT)
            : page([rawConversation('c3', '100')]),
        ),
    });
    const services = fakeServices({ me: '1', api: stubs });
    mounted = mount(services, <ConversationsScreen />);
    const container = mounted.container;
    await appears(() => container.querySelector('[role="feed"]'), 'feed');
    expect(must(container.querySelector('article')).getAttribute('aria-setsize')).toBe('-1');
    clickButton(container, 'Load more');
    await settle(5);
    expect(rowIds(container)).toEqual(['c1', 'c2', 'c3']);
    expect(must(container.querySelector('article')).getAttribute('aria-setsize')).toBe('3');
    expect([...container.querySelectorAll('button')].some((b) => b.textContent === 'Load more')).toBe(false);
  });

  it('a conversation streamed in while shown goes to the top, once', async () => {
    const { stubs } = conversationsApi({
      list: () => Promise.resolve(page([rawConversation('c1', '300'), rawConversation('c2', '200')])),
    });
    const services = fakeServices({ me: '1', api: stubs });
    const listeners: StreamListener[] = [];
    services.streaming = {
      ...services.streaming,
      subscribe: (_subscription, listener) => {
        listeners.push(listener);
        return () => {};
      },
    };
    mounted = mount(services, <ConversationsScreen />);
    const container = mounted.container;
    await appears(() => container.querySelector('[role="feed"]'), 'feed');
    importConversation(services.store, rawConversation('c2', '400'));
    for (const listener of listeners) listener.conversation?.('c2');
    await settle(2);
    expect(rowIds(container)).toEqual(['c2', 'c1']);
    expect(container.querySelector('[data-feed-item="c2"] article')?.textContent).toContain('message 400');
  });
});
