/**
 * The bookmark categories dialog loaded on first use (with its lazy bookmarkCategories catalogue): render
 * <LazyBookmarkCategoriesDialog statusId onClose /> from the control that opens it (the post's menu).
 */
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import type { BookmarkCategoriesDialogProps } from './BookmarkCategoriesDialog';

const Dialog = lazyWithMessages(['bookmarkCategories'], () => import('./BookmarkCategoriesDialog'));

export function LazyBookmarkCategoriesDialog(props: BookmarkCategoriesDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
