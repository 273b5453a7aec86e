/**
 * Add a post to bookmark categories (kmyblue): a modal dialog listing the account's categories, each a
 * checkbox, checked when the category holds the post. Checking adds the post (and bookmarks it), unchecking
 * removes it; a refused change reverts its checkbox and raises the alert. Loaded on first use only.
 */
import { useAppServices } from '../../services/app-services/app-services';
import { useTranslation } from '../../i18n/react';
import { ModalDialog } from '../emoji-picker/ModalDialog';
import { useBookmarkCategories } from './use-bookmark-categories';
import './bookmark-categories.css';

export interface BookmarkCategoriesDialogProps {
  statusId: string; onClose(): void;
}

export function BookmarkCategoriesDialog({ statusId, onClose }: BookmarkCategoriesDialogProps) {
  const { t } = useTranslation();
  const { me } = useAppServices();
  const { state, toggle, retry } = useBookmarkCategories(statusId, me !== null);

  let body;
  if (me === null) {
    body = <p className="bookmark-categories__note">{t('bookmarkCategories.signedOut')}</p>;
  } else if (state.phase === 'loading') {
    body = <p className="bookmark-categories__note" role="status">{t('bookmarkCategories.loading')}</p>;
  } else if (state.phase === 'failed') {
    body = (
      <div className="bookmark-categories__note" role="alert">
        <p>{t('bookmarkCategories.failed')}</p>
        <button type="button" className="bookmark-categories__button" onClick={retry}>{t('bookmarkCategories.retry')}</button>
      </div>
    );
  } else if (state.categories.length === 0) {
    body = <p className="bookmark-categories__note">{t('bookmarkCategories.empty')}</p>;
  } else {
    body = (
      <fieldset className="bookmark-categories__list">
        <legend className="visually-hidden">{t('bookmarkCategories.legend')}</legend>
        {state.categories.map((category) => {
          const busy = state.busy.has(category.id);
          return (
            <label key={category.id} className="bookmark-categories__item">
              <input
                type="checkbox"
                checked={state.holding.has(category.id)}
                aria-busy={busy || undefined}
                onChange={(event) => {
                  if (!busy) void toggle(category.id, event.target.checked);
                }}
              />
              <span className="bookmark-categories__title">{category.title}</span>
            </label>
          );
        })}
      </fieldset>
    );
  }

  return (
    <ModalDialog title={t('bookmarkCategories.title')} closeLabel={t('bookmarkCategories.close')} onClose={onClose} className="bookmark-categories">
      {body}
      <div className="bookmark-categories__actions">
        <button type="button" className="bookmark-categories__button" onClick={onClose}>{t('bookmarkCategories.done')}</button>
      </div>
    </ModalDialog>
  );
}

export default BookmarkCategoriesDialog;
