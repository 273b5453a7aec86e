/**
 * The one-field title form of lists, circles and antennas: a new one (the field empties once made) or the name of
 * one (renamed in place). It renders the title form chart (services/collections/use-title-form.ts): a blank title says
 * so without sending, the server's refusal (422) shows beside the field as an alert, what was typed is kept on
 * any failure, and a save is announced. The field is labelled; Enter sends.
 * `TitleFormFields` draws any one-field form running that chart with another save (an antenna's keyword, domain or
 * hashtag: views/antennas/RuleChips.tsx).
 */
import { useId, type Ref } from 'react';
import { useTranslation } from '../../i18n/react';
import { isTitleFormSaving } from '../../machines/title-form-status';
import {
  titleFormFailureText,
  useTitleForm,
  type TitleForm as TitleFormChart,
  type TitleTarget,
} from '../../services/collections/use-title-form';

export interface TitleFormFieldsProps {
  /** the running title form chart */
  form: TitleFormChart;
  /** the field's label */
  label: string;
  /** the button's text */
  submitLabel: string;
  /** what is announced once saved */
  savedText(title: string): string;
  className?: string;
  /** what a blank entry says (default: "Enter a title.") */
  blankText?: string;
  /** the field (a chip editor gives it the focus when its last chip goes) */
  inputRef?: Ref<HTMLInputElement>;
}

export interface TitleFormProps extends Omit<TitleFormFieldsProps, 'form'> {
  target: TitleTarget;
}

export function TitleFormFields({
  form,
  label,
  submitLabel,
  savedText,
  className,
  blankText,
  inputRef,
}: TitleFormFieldsProps) {
  const { t } = useTranslation();
  const { snapshot, send } = form;
  const inputId = useId();
  const errorId = useId();
  const { text, failure, saved } = snapshot.context;
  const busy = isTitleFormSaving(snapshot);
  const error = titleFormFailureText(failure, {
    blank: blankText ?? t('organise.titleForm.blank'),
    failed: t('organise.titleForm.failed'),
  });
  return (
    <form
      className={className === undefined ? 'organise-title-form' : `organise-title-form ${className}`}
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <label htmlFor={inputId} className="organise-title-form__label">
        {label}
      </label>
      <div className="organise-title-form__row">
        <input
          ref={inputRef}
          id={inputId}
          className="organise-input"
          type="text"
          value={text}
          autoComplete="off"
          aria-invalid={error !== null || undefined}
          aria-describedby={error !== null ? errorId : undefined}
          onChange={(event) => send({ type: 'TYPE', text: event.target.value })}
        />
        <button type="submit" className="organise-button organise-button--primary" aria-disabled={busy || undefined}>
          {busy ? t('organise.titleForm.saving') : submitLabel}
        </button>
      </div>
      {error !== null && (
        <p id={errorId} className="organise-error" role="alert">
          {error}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {saved !== null && !busy && error === null ? savedText(saved) : ''}
      </p>
    </form>
  );
}

export function TitleForm({ target, ...props }: TitleFormProps) {
  const form = useTitleForm(target);
  return <TitleFormFields form={form} {...props} />;
}
