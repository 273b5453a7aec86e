/**
 * The "New category" form of the categories screen: a title and Create, drawn from the category title form chart
 * (services/bookmark-categories/category-title-form.ts). A blank title is refused beside the field without asking
 * the server; while the server is asked the button says so; a refusal (422) shows the server's words under the
 * field with the title kept as typed, and the focus goes back to the field; once created the field empties and
 * the creation is announced in the screen's live region.
 */
import { useEffect, useId, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import { isTitleFormSaving } from '../../machines/title-form-status';
import { useCategoryTitleForm } from '../../services/bookmark-categories/category-title-form';
import { titleFormFailureText } from '../../services/collections/use-title-form';

export interface CreateCategoryFormProps {
  /** the title field (the categories screen focuses it when the last row leaves) */
  inputRef: RefObject<HTMLInputElement | null>;
  /** says what happened, for the screen's live region */
  onOutcome(text: string): void;
}

export function CreateCategoryForm({ inputRef, onOutcome }: CreateCategoryFormProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const { snapshot, send } = useCategoryTitleForm({ id: null }, (title) =>
    onOutcome(t('saved.categories.create.created', { title })),
  );
  const { text, failure } = snapshot.context;
  const busy = isTitleFormSaving(snapshot);
  const error = titleFormFailureText(failure, {
    blank: t('saved.categories.blank'),
    failed: t('saved.categories.create.failed'),
  });
  // a refused title is corrected in its field
  useEffect(() => {
    if (failure !== null) inputRef.current?.focus();
  }, [failure, inputRef]);

  return (
    <form
      className="category-form"
      aria-label={t('saved.categories.create.legend')}
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <label htmlFor={inputId} className="category-form__label">
        {t('saved.categories.create.label')}
      </label>
      <div className="category-form__row">
        <input
          ref={inputRef}
          id={inputId}
          className="category-form__input"
          value={text}
          onChange={(event) => send({ type: 'TYPE', text: event.target.value })}
          aria-invalid={error !== null || undefined}
          aria-describedby={error !== null ? errorId : undefined}
          autoComplete="off"
        />
        <button type="submit" className="timeline-button timeline-button-primary" aria-disabled={busy || undefined}>
          {t(busy ? 'saved.categories.create.creating' : 'saved.categories.create.submit')}
        </button>
      </div>
      {error !== null && (
        <p id={errorId} className="category-form__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
