/**
 * Live conversations: what the `direct` stream's events do to the conversations list. A streamed
 * conversation (already imported into the store by the streaming service) goes to its place by its last
 * post, which is normally the top; one the list already holds moves there rather than showing twice. After
 * the socket comes back from a drop the list asks for its first page again, so nothing sent meanwhile is
 * missed.
 */
import type { PagedListEvent } from '../../machines/paged-list.machine';
import type { EntityStore } from '../store';
import type { StreamListener, StreamSubscription } from '../streaming/streaming-types';
import { conversationOrder } from './conversation-order';

export const DIRECT_STREAM: StreamSubscription = { stream: 'direct' };

/** The listener that feeds the list's chart (`send`) from the direct stream. */
export function conversationStreamListener(store: EntityStore, send: (event: PagedListEvent) => void): StreamListener {
  const order = conversationOrder(store);
  return {
    conversation(conversationId) {
      send({ type: 'UPSERT', items: [conversationId], order });
    },
    reconnected() {
      send({ type: 'REFRESH' });
    },
  };
}
