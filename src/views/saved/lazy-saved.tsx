/**
 * The saved-posts screens as lazy route elements, with the `saved` catalogue they draw their texts from: the route
 * table renders <LazySavedScreen list="bookmarks" />, <LazyBookmarkCategoriesScreen /> and
 * <LazyBookmarkCategoryScreen />.
 */
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import type { SavedList } from './SavedScreen';

const Saved = lazyWithMessages(['saved'], () => import('./SavedScreen'));
const Categories = lazyWithMessages(['saved'], () => import('../bookmark-categories/BookmarkCategoriesScreen'));
const Category = lazyWithMessages(['saved'], () => import('../bookmark-categories/BookmarkCategoryScreen'));

export function LazySavedScreen({ list }: { list: SavedList }) {
  return (
    <Suspense fallback={null}>
      <Saved list={list} />
    </Suspense>
  );
}

export function LazyBookmarkCategoriesScreen() {
  return (
    <Suspense fallback={null}>
      <Categories />
    </Suspense>
  );
}

export function LazyBookmarkCategoryScreen() {
  return (
    <Suspense fallback={null}>
      <Category />
    </Suspense>
  );
}
