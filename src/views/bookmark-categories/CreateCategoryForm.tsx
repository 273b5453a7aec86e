/**
 * The "New category" form of the categories screen: a title and Create. While the server is asked the button
 * says so; a refusal (422: a blank title...) shows the server's words under the field, with the title kept as
 * typed; once created the field empties and the creation is announced.
 */
import { useId, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { changeBookmarkCategory } from '../../services/bookmark-categories/category-changes';
import { formFailureOf, formFailureText } from '../../services/errors/form-failure';

export interface CreateCategoryFormProps {
  /** the title field (the categories screen focuses it when the last row leaves) */
  inputRef: RefObject<HTMLInputElement | null>;
  /** says what happened, for the screen's live region */
  onOutcome(text: string): void;
}

export function CreateCategoryForm({ inputRef, onOutcome }: CreateCategoryFormProps) {
  const { t } = useTranslation();
  const services = useAppServices();
  const inputId = useId();
  const errorId = useId();
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const outcome = await changeBookmarkCategory(services, { kind: 'create', title });
    setBusy(false);
    if (outcome.ok) {
      const created =
        outcome.result === null ? title : (services.store.get('bookmarkCategories', outcome.result.id)?.title ?? title);
      setTitle('');
      onOutcome(t('saved.categories.create.created', { title: created }));
    } else {
      setError(formFailureText(formFailureOf(outcome.error), t('saved.categories.create.failed')));
      inputRef.current?.focus();
    }
  };

  return (
    <form
      className="category-form"
      onSubmit={(event) => void submit(event)}
      aria-label={t('saved.categories.create.legend')}
    >
      <label htmlFor={inputId} className="category-form__label">
        {t('saved.categories.create.label')}
      </label>
      <div className="category-form__row">
        <input
          ref={inputRef}
          id={inputId}
          className="category-form__input"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
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
