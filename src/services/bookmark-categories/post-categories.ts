/**
 * The bookmark categories of the account and which of them hold one post (kmyblue): GET
 * v1/bookmark_categories and GET v1/statuses/{id}/bookmark_categories together, as one resource keyed by
 * the post's id. The categories go into the store (the account's whole set, replacing what was there); the
 * chart keeps their ids and the ids of those holding the post. Toggling one is an optimistic change
 * (category-toggles.ts) that sets the chart's value at once.
 */
import { defineResource } from '../data/define-resource';
import { importBookmarkCategories } from '../store/collection-importers';

export interface PostCategories {
  /** every category of the account, in the server's order */
  categoryIds: readonly string[];
  /** the categories holding the post */
  holding: readonly string[];
}

export const postCategories = defineResource<string, PostCategories>({
  name: 'bookmarkCategories.ofPost',
  callId: 'bookmarkCategories.list',
  keyOf: (statusId) => statusId,
  // the dialog opened again shows what it showed and asks the server again
  revisit: 'refresh',
  async load({ api, store }, statusId, signal) {
    const [all, holding] = await Promise.all([
      api.bookmarkCategories.list({ signal }),
      api.statuses.bookmarkCategories(statusId, { signal }),
    ]);
    const categoryIds = importBookmarkCategories(store, all, { replace: true });
    return { categoryIds, holding: holding.map((category) => String(category.id)) };
  },
});

/** The value with `categoryId` holding the post or not (the same value when nothing changes). */
export function withHolding(value: PostCategories, categoryId: string, held: boolean): PostCategories {
  if (value.holding.includes(categoryId) === held) return value;
  return { ...value, holding: held ? [...value.holding, categoryId] : value.holding.filter((id) => id !== categoryId) };
}
