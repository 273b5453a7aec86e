/**
 * Add a post to bookmark categories (kmyblue): a modal dialog listing the account's categories, each a
 * checkbox, checked when the category holds the post. Checking adds the post (and bookmarks it), unchecking
 * removes it; a refused change reverts its checkbox and raises the alert. Loaded on first use only.
 */
import { useAppServices } from '../../services/app-services/app-services';
import { toggleBookmarkCategory, useCategoryToggleBusy } from '../../services/bookmark-categories/category-toggles';
import { postCategories } from '../../services/bookmark-categories/post-categories';
import { useResource } from '../../services/data/use-data';
import { useTranslation } from '../../i18n/react';
import { useEntity } from '../../services/store';
import { EmptyNote } from '../common/data-states/DataNotes';
import { ResourceStates } from '../common/data-states/DataStates';
import { DialogFrame } from '../common/dialog/DialogFrame';
import './bookmark-categories.css';

export interface BookmarkCategoriesDialogProps {
  statusId: string;
  onClose(): void;
}

/** One category's checkbox: checked when it holds the post, busy while a toggle of it is in flight. */
function CategoryBox({ statusId, categoryId, held }: { statusId: string; categoryId: string; held: boolean }) {
  const services = useAppServices();
  const category = useEntity('bookmarkCategories', categoryId);
  const busy = useCategoryToggleBusy(services, statusId, categoryId);
  if (category === undefined) return null;
  return (
    <label className="bookmark-categories__item">
      <input
        type="checkbox"
        checked={held}
        aria-busy={busy || undefined}
        onChange={(event) => {
          if (!busy) void toggleBookmarkCategory(services, { statusId, categoryId, add: event.target.checked });
        }}
      />
      <span className="bookmark-categories__title">{category.title}</span>
    </label>
  );
}

/** The categories (signed in): loading, failed with a retry, none yet, or one checkbox each. */
function CategoriesBody({ statusId }: { statusId: string }) {
  const { t } = useTranslation();
  const categories = useResource(postCategories, statusId);
  const texts = {
    loading: t('bookmarkCategories.loading'),
    failed: t('bookmarkCategories.failed'),
    retry: t('bookmarkCategories.retry'),
  };
  return (
    <ResourceStates data={categories} texts={texts}>
      {(value) =>
        value.categoryIds.length === 0 ? (
          <EmptyNote text={t('bookmarkCategories.empty')} />
        ) : (
          <fieldset className="bookmark-categories__list">
            <legend className="visually-hidden">{t('bookmarkCategories.legend')}</legend>
            {value.categoryIds.map((id) => (
              <CategoryBox key={id} statusId={statusId} categoryId={id} held={value.holding.includes(id)} />
            ))}
          </fieldset>
        )
      }
    </ResourceStates>
  );
}

export function BookmarkCategoriesDialog({ statusId, onClose }: BookmarkCategoriesDialogProps) {
  const { t } = useTranslation();
  const { me } = useAppServices();
  const body =
    me === null ? (
      <p className="bookmark-categories__note">{t('bookmarkCategories.signedOut')}</p>
    ) : (
      <CategoriesBody statusId={statusId} />
    );

  return (
    <DialogFrame
      title={t('bookmarkCategories.title')}
      closeLabel={t('bookmarkCategories.close')}
      onClose={onClose}
      className="bookmark-categories"
    >
      {body}
      <div className="dialog-frame__actions">
        <button type="button" className="dialog-frame__button" onClick={onClose}>
          {t('bookmarkCategories.done')}
        </button>
      </div>
    </DialogFrame>
  );
}

export default BookmarkCategoriesDialog;
