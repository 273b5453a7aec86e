/**
 * While the conversations list is shown, the account's `direct` stream feeds it (conversation-stream.ts).
 * The screen calls this with its list's `send`; the subscription ends when the screen goes.
 */
import { useEffect } from 'react';
import type { PagedListEvent } from '../../machines/paged-list.machine';
import { useAppServices } from '../app-services/app-services';
import { conversationStreamListener, DIRECT_STREAM } from './conversation-stream';

export function useConversationStream(send: (event: PagedListEvent) => void): void {
  const { streaming, store, me } = useAppServices();
  useEffect(() => {
    // conversations belong to an account: nothing to hear when reading signed out
    if (me === null) return;
    return streaming.subscribe(DIRECT_STREAM, conversationStreamListener(store, send));
  }, [streaming, store, me, send]);
}
