/**
 * The signed-in user's own account lists kept for moderation: who asks to follow them (GET v1/follow_requests),
 * whom they block (GET v1/blocks) and whom they mute (GET v1/mutes). Each is a paged list of the data layer with
 * no parameter (the registry is the account's own). Every answer is imported into the store (a muted account
 * keeps its mute_expires_at there); the list keeps account ids. Pages follow the Link header's next URL.
 * Failures follow the call's alert policy.
 */
import type { Page } from '../../api';
import { importAccounts } from '../../store';
import { pageParamsOfLink } from '../../../machines/timeline-paging';
import type { DataServices, PagedListDefinition } from '../data-definitions';
import type { PageParams } from '../../api/params';
import type { ApiAccount } from '../../../domain/entities/api-types';
import { definePagedList } from '../define-paged-list';

export type AccountModerationList = 'followRequests' | 'blocks' | 'mutes';
export const ACCOUNT_MODERATION_LISTS: readonly AccountModerationList[] = ['followRequests', 'blocks', 'mutes'];

type PageCall = (services: DataServices, paging: PageParams, signal: AbortSignal) => Promise<Page<ApiAccount>>;

const CALLS: Record<AccountModerationList, { callId: string; fetch: PageCall }> = {
  followRequests: {
    callId: 'followRequests.list',
    fetch: ({ api }, paging, signal) => api.followRequests.list(paging, { signal }),
  },
  blocks: { callId: 'discovery.blocks', fetch: ({ api }, paging, signal) => api.discovery.blocks(paging, { signal }) },
  mutes: { callId: 'discovery.mutes', fetch: ({ api }, paging, signal) => api.discovery.mutes(paging, { signal }) },
};

function defineModerationList(list: AccountModerationList): PagedListDefinition<null, string> {
  const { callId, fetch } = CALLS[list];
  return definePagedList<null, string>({
    name: `own.${list}`,
    callId,
    keyOf: () => '',
    // coming back to the screen asks again: requests arrive and mutes expire meanwhile
    revisit: 'refresh',
    async fetchPage(services, _params, next, signal) {
      const paging = next === null ? {} : (pageParamsOfLink(next) ?? {});
      const page = await fetch(services, paging, signal);
      // a next URL the API cannot page by means there is no further page
      const usableNext = pageParamsOfLink(page.next) === null ? null : page.next;
      return { items: importAccounts(services.store, page.items), next: usableNext };
    },
  });
}

/** One paged-list definition per list. */
export const ACCOUNT_MODERATION_DATA: Readonly<Record<AccountModerationList, PagedListDefinition<null, string>>> = {
  followRequests: defineModerationList('followRequests'),
  blocks: defineModerationList('blocks'),
  mutes: defineModerationList('mutes'),
};
