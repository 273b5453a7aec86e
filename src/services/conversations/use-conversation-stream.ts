/**
 * While the conversations list is shown, the account's `direct` stream feeds it (conversation-stream.ts).
 * The screen calls this with its list (the data view's upsert and refresh); the subscription ends when the
 * screen goes, and lasts across the list's renders (the latest functions are the ones called).
 */
import { useEffect, useRef } from 'react';
import { useAppServices } from '../app-services/app-services';
import { conversationStreamListener, DIRECT_STREAM, type ConversationFeed } from './conversation-stream';

export function useConversationStream(list: ConversationFeed): void {
  const { streaming, store, me } = useAppServices();
  const latest = useRef(list);
  useEffect(() => {
    latest.current = list;
  });
  useEffect(() => {
    // conversations belong to an account: nothing to hear when reading signed out
    if (me === null) return;
    const feed: ConversationFeed = {
      upsert: (ids, order) => latest.current.upsert(ids, order),
      refresh: () => latest.current.refresh(),
    };
    return streaming.subscribe(DIRECT_STREAM, conversationStreamListener(store, feed));
  }, [streaming, store, me]);
}
