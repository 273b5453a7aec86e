/**
 * Route /bookmark_categories (kmyblue): the reader's bookmark categories by title, each linking to its posts, with
 * Rename and Delete, and a form creating one. Delete asks first in the dialog frame; the category then leaves at
 * once (back in its place if the server refuses) and the focus moves to the next category's link (else the
 * previous one's, else the title field). What happened is announced. On a server without bookmark categories
 * the screen says so. Loaded on first use only.
 */
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { bookmarkCategoryList, categoriesByTitle } from '../../services/bookmark-categories/category-data';
import { changeBookmarkCategory } from '../../services/bookmark-categories/category-changes';
import { useResource } from '../../services/data/use-data';
import type { BookmarkCategory } from '../../domain/entities/collections';
import { useTable } from '../../services/store/use-table';
import { useFocusAfterRemoval } from '../account-screens/row-removal';
import { EmptyNote } from '../common/data-states/DataNotes';
import { ResourceStates } from '../common/data-states/DataStates';
import { InternalLink } from '../common/InternalLink';
import { useFeatureNote } from '../saved/use-saved-features';
import { CategoryRow } from './CategoryRow';
import { CreateCategoryForm } from './CreateCategoryForm';
import { DeleteCategoryDialog } from './DeleteCategoryDialog';
import '../timelines/timeline.css';
import './category-screens.css';

/** The categories the chart holds, as stored, by title. */
function useOrderedCategories(ids: readonly string[] | null): BookmarkCategory[] {
  const { i18n } = useTranslation();
  const table = useTable('bookmarkCategories');
  return useMemo(
    () =>
      categoriesByTitle(
        (ids ?? []).map((id) => table.get(id)).filter((c): c is BookmarkCategory => c !== undefined),
        i18n.language,
      ),
    [ids, table, i18n.language],
  );
}

function CategoriesBody({ onOutcome }: { onOutcome(text: string): void }) {
  const { t } = useTranslation();
  const services = useAppServices();
  const list = useResource(bookmarkCategoryList, null);
  const categories = useOrderedCategories(list.value);
  const ids = useMemo(() => categories.map((c) => c.id), [categories]);
  const listRef = useRef<HTMLUListElement>(null);
  const titleField = useRef<HTMLInputElement>(null);
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  // the next row's link, else the previous one's, else the title field
  const focus = useCallback((next: string | null) => {
    const link =
      next === null ? null : listRef.current?.querySelector<HTMLElement>(`[data-category="${CSS.escape(next)}"] a`);
    (link ?? titleField.current)?.focus();
  }, []);
  const focusAfterDelete = useFocusAfterRemoval(ids, focus);

  const confirmDelete = () => {
    if (deleting === null) return;
    const { id, title } = deleting;
    setDeleting(null);
    focusAfterDelete(id);
    void changeBookmarkCategory(services, { kind: 'delete', id }).then((outcome) => {
      if (outcome.ok) onOutcome(t('saved.categories.delete.deleted', { title }));
    });
  };

  const texts = {
    loading: t('saved.categories.loading'),
    failed: t('saved.categories.failed'),
    retry: t('saved.categories.retry'),
  };
  const rows = (
    <ResourceStates data={list} texts={texts}>
      {() =>
        categories.length === 0 ? (
          <EmptyNote text={t('saved.categories.empty')} />
        ) : (
          <ul ref={listRef} className="category-screens__list" aria-label={t('saved.categories.listLabel')}>
            {categories.map((category) => (
              <CategoryRow
                key={category.id}
                categoryId={category.id}
                onDelete={(id, title) => setDeleting({ id, title })}
                onOutcome={onOutcome}
              />
            ))}
          </ul>
        )
      }
    </ResourceStates>
  );

  return (
    <>
      <CreateCategoryForm inputRef={titleField} onOutcome={onOutcome} />
      {rows}
      {deleting !== null && (
        <DeleteCategoryDialog title={deleting.title} onConfirm={confirmDelete} onCancel={() => setDeleting(null)} />
      )}
    </>
  );
}

export function BookmarkCategoriesScreen() {
  const { t } = useTranslation();
  const headingId = useId();
  const [outcome, setOutcome] = useState('');
  const note = useFeatureNote((features) => features.bookmarkCategories, t('saved.features.noCategories'));
  return (
    <section className="category-screens" aria-labelledby={headingId}>
      <header className="category-screens__header">
        <h1 id={headingId} className="category-screens__heading">
          {t('saved.categories.title')}
        </h1>
        <InternalLink to="/bookmarks" className="timeline-button timeline-button-quiet">
          {t('saved.categories.allBookmarks')}
        </InternalLink>
      </header>
      {note ?? <CategoriesBody onOutcome={setOutcome} />}
      <p className="visually-hidden" role="status">
        {outcome}
      </p>
    </section>
  );
}

export default BookmarkCategoriesScreen;
