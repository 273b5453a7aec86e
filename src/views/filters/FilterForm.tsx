/**
 * The v2 filter form: title, keywords (each with a whole-word toggle; add and remove), expiry, contexts and
 * action. Controlled: the screen holds the state and sends it. Contexts and action are fieldsets with
 * legends; problems are tied to their fields with aria-describedby; the server's answer is announced.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { Label, RadioGroup } from 'react-aria-components/RadioGroup';
import { useTranslation } from '../../i18n/react';
import type { ApiFilterAction, ApiFilterContext } from '../../domain/entities/api-types';
import { RadioControl } from '../common/RadioControl';
import {
  EXPIRY_CHOICES,
  FILTER_ACTIONS,
  FILTER_CONTEXTS,
  formProblems,
  newKeywordRow,
  type FilterFormState,
  type KeywordRow,
} from './filter-form-model';

export interface FilterFormProps {
  form: FilterFormState;
  onChange(form: FilterFormState): void;
  onSubmit(): void;
  busy: boolean;
  /** the server's refusal (422) or another failure's text */
  serverError: string | null;
  /** the stored expiry of an edited filter (offered as "keep") */
  storedExpiry?: string | null;
}

export function FilterForm({ form, onChange, onSubmit, busy, serverError, storedExpiry = null }: FilterFormProps) {
  const { t, i18n } = useTranslation();
  const base = useId();
  const [tried, setTried] = useState(false);
  /** the keyword row just added: its field takes the focus when it is there */
  const focusRow = useRef<string | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const problems = tried ? formProblems(form) : [];
  const set = (change: Partial<FilterFormState>) => onChange({ ...form, ...change });
  const setRow = (key: string, change: Partial<KeywordRow>) =>
    set({ keywords: form.keywords.map((row) => (row.key === key ? { ...row, ...change } : row)) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (formProblems(form).length === 0) onSubmit();
  };
  const toggleContext = (context: ApiFilterContext, on: boolean) =>
    set({ context: on ? [...form.context, context] : form.context.filter((c) => c !== context) });
  const expiresText = storedExpiry === null ? '' : new Date(storedExpiry).toLocaleString(i18n.language);

  return (
    <form className="filter-form" onSubmit={submit} noValidate aria-busy={busy}>
      <div className="filter-form__server-error" role="alert" aria-live="assertive">
        {serverError !== null && <p id={`${base}-server`}>{serverError}</p>}
      </div>
      <div className="filter-form__field">
        <label htmlFor={`${base}-title`}>{t('filters.form.title')}</label>
        <input
          id={`${base}-title`}
          className="filter-form__input"
          value={form.title}
          onChange={(event) => set({ title: event.target.value })}
          aria-invalid={problems.includes('title') || undefined}
          aria-describedby={problems.includes('title') ? `${base}-title-problem` : undefined}
          required
        />
        {problems.includes('title') && (
          <p id={`${base}-title-problem`} className="filter-form__problem">
            {t('filters.form.titleMissing')}
          </p>
        )}
      </div>

      <fieldset className="filter-form__group">
        <legend>{t('filters.form.keywords')}</legend>
        <ul className="filter-form__keywords">
          {form.keywords.map((row, index) => (
            <li key={row.key} className="filter-form__keyword">
              <label htmlFor={`${base}-kw-${row.key}`} className="filter-form__keyword-label">
                {t('filters.form.keyword', { number: index + 1 })}
              </label>
              <input
                id={`${base}-kw-${row.key}`}
                className="filter-form__input"
                value={row.keyword}
                onChange={(event) => setRow(row.key, { keyword: event.target.value })}
                ref={(input) => {
                  if (input === null || focusRow.current !== row.key) return;
                  focusRow.current = null;
                  input.focus();
                }}
              />
              <label className="filter-form__check">
                <input
                  type="checkbox"
                  checked={row.whole_word}
                  onChange={(event) => setRow(row.key, { whole_word: event.target.checked })}
                />
                {t('filters.form.wholeWord')}
              </label>
              <button
                type="button"
                className="filter-form__secondary"
                aria-label={t('filters.form.removeKeyword', { number: index + 1 })}
                onClick={() => {
                  // focus leaves the row before it goes: onto "Add keyword"
                  addRef.current?.focus();
                  set({ keywords: form.keywords.filter((other) => other.key !== row.key) });
                }}
              >
                {t('filters.form.remove')}
              </button>
            </li>
          ))}
        </ul>
        <button
          ref={addRef}
          type="button"
          className="filter-form__secondary"
          onClick={() => {
            const row = newKeywordRow();
            focusRow.current = row.key;
            set({ keywords: [...form.keywords, row] });
          }}
        >
          {t('filters.form.addKeyword')}
        </button>
      </fieldset>

      <div className="filter-form__field">
        <label htmlFor={`${base}-expiry`}>{t('filters.form.expiry')}</label>
        <select
          id={`${base}-expiry`}
          className="filter-form__input"
          value={form.expiry}
          onChange={(event) => set({ expiry: event.target.value as FilterFormState['expiry'] })}
        >
          {storedExpiry !== null && <option value="keep">{t('filters.form.expiryKeep', { date: expiresText })}</option>}
          {EXPIRY_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`filters.expiry.${choice}`)}
            </option>
          ))}
        </select>
      </div>

      <fieldset
        className="filter-form__group"
        aria-describedby={problems.includes('context') ? `${base}-context-problem` : undefined}
      >
        <legend>{t('filters.form.contexts')}</legend>
        {FILTER_CONTEXTS.map((context) => (
          <label key={context} className="filter-form__check">
            <input
              type="checkbox"
              checked={form.context.includes(context)}
              onChange={(event) => toggleContext(context, event.target.checked)}
            />
            {t(`filters.context.${context}`)}
          </label>
        ))}
        {problems.includes('context') && (
          <p id={`${base}-context-problem`} className="filter-form__problem">
            {t('filters.form.contextMissing')}
          </p>
        )}
      </fieldset>

      <RadioGroup
        className="filter-form__group"
        name={`${base}-action`}
        value={form.action}
        onChange={(action) => set({ action: action as ApiFilterAction })}
      >
        <Label className="filter-form__group-label">{t('filters.form.action')}</Label>
        {FILTER_ACTIONS.map((action: ApiFilterAction) => (
          <RadioControl key={action} value={action} className="filter-form__radio">
            <span className="filter-form__radio-title">{t(`filters.action.${action}`)}</span>
            <span className="filter-form__hint">{t(`filters.actionHint.${action}`)}</span>
          </RadioControl>
        ))}
      </RadioGroup>

      <button type="submit" className="filter-form__primary" disabled={busy}>
        {busy ? t('filters.form.saving') : t('filters.form.save')}
      </button>
    </form>
  );
}
