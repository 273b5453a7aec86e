/**
 * The reader's bookmark categories (kmyblue) as data-layer resources: all of them (GET v1/bookmark_categories,
 * the store's table replaced by the answer, the chart keeping the ids in the server's order) for the categories
 * screen, and one (GET v1/bookmark_categories/{id}) for its posts' screen, where 404 means the category was
 * deleted (`gone`, no alert; the screen asks for the posts only once the category is known to exist). Both ask
 * again when the reader comes back.
 */
import { isGoneFailure } from '../../machines/load-failure';
import type { BookmarkCategory } from '../../domain/entities/collections';
import { defineResource } from '../data/define-resource';
import { importBookmarkCategories } from '../store/collection-importers';

export const bookmarkCategoryList = defineResource<null, readonly string[]>({
  name: 'bookmarkCategories.all',
  callId: 'bookmarkCategories.list',
  keyOf: () => '',
  revisit: 'refresh',
  async load({ api, store }, _params, signal) {
    return importBookmarkCategories(store, await api.bookmarkCategories.list({ signal }), { replace: true });
  },
});

export const bookmarkCategory = defineResource<string, string>({
  name: 'bookmarkCategories.one',
  callId: 'bookmarkCategories.get',
  keyOf: (id) => id,
  goneIsState: true,
  revisit: 'refresh',
  async load({ api, store }, id, signal) {
    try {
      importBookmarkCategories(store, [await api.bookmarkCategories.get(id, { signal })]);
    } catch (error) {
      // deleted (here or elsewhere): its record leaves the store too
      if (isGoneFailure(error)) store.remove('bookmarkCategories', id);
      throw error;
    }
    return id;
  },
});

/** The categories in the order the screen lists them: by title, as the reader reads them (then by id). */
export function categoriesByTitle(
  categories: readonly BookmarkCategory[],
  locale: string | undefined = undefined,
): BookmarkCategory[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return [...categories].sort((a, b) => collator.compare(a.title, b.title) || a.id.localeCompare(b.id));
}
