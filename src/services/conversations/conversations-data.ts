/**
 * The reader's direct conversations as a paged list of the data layer (GET v1/conversations, paged by the
 * Link header's next URL): each page is imported into the store (the conversation, its participants and its
 * last post) and the list keeps conversation ids, sorted by their last post, newest first. Coming back to
 * the list asks the server again. The first page goes to the account's offline cache as the server gave it.
 */
import { pageParamsOfLink } from '../../machines/timeline-paging';
import type { PagedListDefinition } from '../data/data-definitions';
import { definePagedList } from '../data/define-paged-list';
import { offlineCacheIn } from '../offline-cache/offline-cache';
import { importConversations } from '../store/notification-importers';
import { sortByLastStatus } from './conversation-order';

/** The list has no parameters: one per account. */
export type ConversationsParams = null;

export const conversationsList: PagedListDefinition<ConversationsParams, string> = definePagedList<
  ConversationsParams,
  string
>({
  name: 'conversations',
  callId: 'conversations.list',
  keyOf: () => '',
  revisit: 'refresh',
  async fetchPage({ api, store }, _params, next, signal) {
    const paging = next === null ? {} : (pageParamsOfLink(next) ?? {});
    const page = await api.conversations.list(paging, { signal });
    if (next === null) offlineCacheIn(store).remember('conversations', page.items, 'replace');
    const ids = importConversations(store, page.items);
    // a next URL without a cursor could only ask for the first page again: there is no older page
    const older = pageParamsOfLink(page.next) === null ? null : page.next;
    return { items: sortByLastStatus(store, ids), next: older };
  },
});
