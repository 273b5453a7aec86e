/**
 * One bookmark category on the categories screen: its title linking to its posts, Rename and Delete. Rename turns
 * the row into a small form on the category title form chart (Escape or Cancel gives up, not while saving): a blank
 * title is refused beside the field without asking the server; the new title shows at once and goes back if the
 * server refuses, whose words then show under the field with the typed title kept; once saved the row comes back
 * with the focus on Rename and the new title is announced. Delete asks first (the screen's dialog).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { isTitleFormSaving } from '../../machines/title-form-status';
import { useCategoryTitleForm } from '../../services/bookmark-categories/category-title-form';
import { titleFormFailureText } from '../../services/collections/use-title-form';
import { useEntity } from '../../services/store';
import { InternalLink } from '../common/InternalLink';

export interface CategoryRowProps {
  categoryId: string;
  /** Delete was chosen: the screen asks first */
  onDelete(categoryId: string, title: string): void;
  /** says what happened, for the screen's live region */
  onOutcome(text: string): void;
}

function RenameForm({
  categoryId,
  title,
  onDone,
}: {
  categoryId: string;
  title: string;
  onDone(renamed?: string): void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { snapshot, send } = useCategoryTitleForm({ id: categoryId, title }, onDone);
  const { text, failure } = snapshot.context;
  const busy = isTitleFormSaving(snapshot);
  const error = titleFormFailureText(failure, {
    blank: t('saved.categories.blank'),
    failed: t('saved.categories.rename.failed'),
  });
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  // a refused title is corrected in its field
  useEffect(() => {
    if (failure !== null) input.current?.focus();
  }, [failure]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) {
      event.preventDefault();
      onDone();
    }
  };

  return (
    <form
      className="category-row__rename"
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('saved.categories.rename.label', { title })}
      </label>
      <input
        ref={input}
        id={inputId}
        className="category-form__input"
        value={text}
        onChange={(event) => send({ type: 'TYPE', text: event.target.value })}
        onKeyDown={onKeyDown}
        aria-invalid={error !== null || undefined}
        aria-describedby={error !== null ? errorId : undefined}
        autoComplete="off"
      />
      <button type="submit" className="timeline-button timeline-button-primary" aria-disabled={busy || undefined}>
        {t(busy ? 'saved.categories.rename.saving' : 'saved.categories.rename.save')}
      </button>
      <button type="button" className="timeline-button" onClick={() => onDone()} disabled={busy}>
        {t('saved.categories.rename.cancel')}
      </button>
      {error !== null && (
        <p id={errorId} className="category-form__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

export function CategoryRow({ categoryId, onDelete, onOutcome }: CategoryRowProps) {
  const { t } = useTranslation();
  const category = useEntity('bookmarkCategories', categoryId);
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  // back from the rename form, the focus returns to Rename
  const returnFocus = useRef(false);
  useEffect(() => {
    if (renaming || !returnFocus.current) return;
    returnFocus.current = false;
    renameButton.current?.focus();
  }, [renaming]);
  if (category === undefined) return null;

  const done = (renamed?: string) => {
    returnFocus.current = true;
    setRenaming(false);
    if (renamed !== undefined) onOutcome(t('saved.categories.rename.renamed', { title: renamed }));
  };

  return (
    <li className="category-row" data-category={categoryId}>
      {renaming ? (
        <RenameForm categoryId={categoryId} title={category.title} onDone={done} />
      ) : (
        <>
          <InternalLink to={`/bookmark_categories/${categoryId}`} className="category-row__link">
            {category.title}
          </InternalLink>
          <div className="category-row__actions">
            <button
              ref={renameButton}
              type="button"
              className="timeline-button timeline-button-quiet"
              aria-label={t('saved.categories.rename.buttonNamed', { title: category.title })}
              onClick={() => setRenaming(true)}
            >
              {t('saved.categories.rename.button')}
            </button>
            <button
              type="button"
              className="timeline-button timeline-button-quiet category-row__delete"
              aria-label={t('saved.categories.delete.buttonNamed', { title: category.title })}
              onClick={() => onDelete(categoryId, category.title)}
            >
              {t('saved.categories.delete.button')}
            </button>
          </div>
        </>
      )}
    </li>
  );
}
