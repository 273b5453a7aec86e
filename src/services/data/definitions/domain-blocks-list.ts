/**
 * The whole servers the signed-in user blocks (GET v1/domain_blocks): a paged list of the data layer with no
 * parameter (the registry is the account's own), holding the domains as the server spells them, newest block first.
 * Pages follow the Link header's next URL. A 404 means the server does not offer domain blocks at all: the list
 * becomes `gone` (the screen says the feature is not available) and raises no alert. Other failures follow the
 * call's alert policy.
 */
import { pageParamsOfLink } from '../../../machines/timeline-paging';
import type { PagedListDefinition } from '../data-definitions';
import { definePagedList } from '../define-paged-list';

/** The domains of an answer: its non-empty strings, each once (anything else in it is left out). */
export function domainsOf(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  return [...new Set(raw.filter((entry): entry is string => typeof entry === 'string' && entry !== ''))];
}

export const DOMAIN_BLOCKS_DATA: PagedListDefinition<null, string> = definePagedList<null, string>({
  name: 'own.domainBlocks',
  callId: 'domainBlocks.list',
  keyOf: () => '',
  goneIsState: true,
  // a 404 while refreshing says the same as on the first load: nothing to alert about
  alerts: { skipNotFound: true },
  // coming back to the screen asks again: a block made from a profile meanwhile is listed
  revisit: 'refresh',
  async fetchPage({ api }, _params, next, signal) {
    const paging = next === null ? {} : (pageParamsOfLink(next) ?? {});
    const page = await api.domainBlocks.list(paging, { signal });
    // a next URL the API cannot page by means there is no further page
    const usableNext = pageParamsOfLink(page.next) === null ? null : page.next;
    return { items: domainsOf(page.items), next: usableNext };
  },
});
