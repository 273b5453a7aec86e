/**
 * A member set's members (member-sets.ts) as a paged list of the data layer keyed by the owner's id (the list,
 * circle or antenna): pages of MEMBERS_PAGE_SIZE accounts, older pages by the Link header's next URL, every
 * answer imported into the store and the chart keeping account ids. A 404 (or 410) means the owner was deleted:
 * a state of its own, no alert. Other failures follow the members call's alert policy.
 */
import { pageParamsOfLink } from '../../machines/timeline-paging';
import type { PagedListDefinition } from '../data/data-definitions';
import { definePagedList } from '../data/define-paged-list';
import { importAccounts } from '../store';
import { MEMBERS_PAGE_SIZE, type MemberSet } from './member-sets';

const definitions = new Map<string, PagedListDefinition<string, string>>();

/** The one paged-list definition of `set`'s members (the same object on every call, as views need). */
export function membersData(set: MemberSet): PagedListDefinition<string, string> {
  let definition = definitions.get(set.name);
  if (definition === undefined) {
    definition = definePagedList<string, string>({
      name: `${set.name}.members`,
      callId: set.calls.members,
      keyOf: (ownerId) => ownerId,
      goneIsState: true,
      revisit: 'refresh',
      async fetchPage({ api, store }, ownerId, next, signal) {
        const paging = next === null ? { limit: MEMBERS_PAGE_SIZE } : (pageParamsOfLink(next) ?? {});
        const page = await set.members(api, ownerId, paging, signal);
        // a next URL the API cannot page by means there is no further page
        const usableNext = pageParamsOfLink(page.next) === null ? null : page.next;
        return { items: importAccounts(store, page.items), next: usableNext };
      },
    });
    definitions.set(set.name, definition);
  }
  return definition;
}
