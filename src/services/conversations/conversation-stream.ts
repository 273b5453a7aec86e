/**
 * Live conversations: what the `direct` stream's events do to the conversations list. A streamed
 * conversation (already imported into the store by the streaming service) goes to its place by its last
 * post, which is normally the top; one the list already holds moves there rather than showing twice. After
 * the socket comes back from a drop the list asks for its first page again, so nothing sent meanwhile is
 * missed.
 */
import type { ItemOrder } from '../../machines/paged-list.machine';
import type { EntityStore } from '../store';
import type { StreamListener, StreamSubscription } from '../streaming/streaming-types';
import { conversationOrder } from './conversation-order';

export const DIRECT_STREAM: StreamSubscription = { stream: 'direct' };

/** What the stream changes in the conversations list (the list's data view, or its chart's events). */
export interface ConversationFeed {
  /** moves (or adds) conversations to their sorted place */
  upsert(ids: readonly string[], order: ItemOrder<unknown>): void;
  /** asks for the first page again */
  refresh(): void;
}

/** The listener that feeds the conversations list from the direct stream. */
export function conversationStreamListener(store: EntityStore, feed: ConversationFeed): StreamListener {
  const order = conversationOrder(store);
  return {
    conversation(conversationId) {
      feed.upsert([conversationId], order);
    },
    reconnected() {
      feed.refresh();
    },
  };
}
