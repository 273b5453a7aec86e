/**
 * The fields of each step of the report dialog, as native controls in fieldsets named by their legend (arrows
 * move between radio buttons, Space ticks a checkbox): the reason, the broken rules, the posts to attach, and the
 * comment with its character counter and, for a remote account, whether to forward the report.
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import type { ReportCategory } from '../../services/api/reports';
import type { ReportRule } from '../../services/reports/report-rules';
import { REPORT_COMMENT_MAX } from '../../services/reports/submit-report';

const CATEGORIES: readonly ReportCategory[] = ['spam', 'legal', 'violation', 'other'];

export function CategoryField(props: {
  value: ReportCategory | null;
  /** a violation can only be chosen when the server has rules */
  hasRules: boolean;
  onChange(category: ReportCategory): void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="report-dialog__fieldset">
      <legend className="report-dialog__legend">{t('report.category.legend')}</legend>
      {CATEGORIES.map((category) => {
        const hintId = `${name}-${category}-hint`;
        const disabled = category === 'violation' && !props.hasRules;
        return (
          <div key={category} className="report-dialog__choice">
            <label className="report-dialog__label">
              <input
                type="radio"
                name={name}
                value={category}
                checked={props.value === category}
                disabled={disabled}
                aria-describedby={hintId}
                onChange={() => props.onChange(category)}
              />
              <span>{t(`report.category.${category}`)}</span>
            </label>
            <span id={hintId} className="report-dialog__hint">
              {disabled ? t('report.category.noRules') : t(`report.category.${category}Hint`)}
            </span>
          </div>
        );
      })}
    </fieldset>
  );
}

function toggled(list: readonly string[], id: string, on: boolean): string[] {
  return on ? [...list.filter((x) => x !== id), id] : list.filter((x) => x !== id);
}

export function RulesField(props: {
  rules: readonly ReportRule[];
  chosen: readonly string[];
  onChange(ids: string[]): void;
}) {
  const { t } = useTranslation();
  const base = useId();
  return (
    <fieldset className="report-dialog__fieldset">
      <legend className="report-dialog__legend">{t('report.rules.legend')}</legend>
      {props.rules.map((rule) => {
        const hintId = `${base}-${rule.id}-hint`;
        return (
          <div key={rule.id} className="report-dialog__choice">
            <label className="report-dialog__label">
              <input
                type="checkbox"
                checked={props.chosen.includes(rule.id)}
                aria-describedby={rule.hint === '' ? undefined : hintId}
                onChange={(event) => props.onChange(toggled(props.chosen, rule.id, event.currentTarget.checked))}
              />
              <span>{rule.text}</span>
            </label>
            {rule.hint !== '' && (
              <span id={hintId} className="report-dialog__hint">
                {rule.hint}
              </span>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

export interface PostChoice {
  id: string;
  text: string;
}

export function PostsField(props: {
  posts: readonly PostChoice[];
  chosen: readonly string[];
  onChange(ids: string[]): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="report-dialog__fieldset">
      <legend className="report-dialog__legend">{t('report.posts.legend')}</legend>
      {props.posts.map((post) => (
        <label key={post.id} className="report-dialog__label">
          <input
            type="checkbox"
            checked={props.chosen.includes(post.id)}
            onChange={(event) => props.onChange(toggled(props.chosen, post.id, event.currentTarget.checked))}
          />
          <span className="report-dialog__post">{post.text === '' ? t('report.posts.noText') : post.text}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function CommentField(props: {
  comment: string;
  onComment(text: string): void;
  /** the account's server when it is not the reader's: forwarding is offered */
  domain: string | null;
  forward: boolean;
  onForward(forward: boolean): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const count = [...props.comment].length;
  const tooLong = count > REPORT_COMMENT_MAX;
  return (
    <div className="report-dialog__fields">
      <label htmlFor={`${id}-comment`} className="report-dialog__legend">
        {t('report.comment.label')}
      </label>
      <textarea
        id={`${id}-comment`}
        className="report-dialog__comment"
        rows={5}
        value={props.comment}
        aria-describedby={`${id}-counter`}
        aria-invalid={tooLong || undefined}
        onChange={(event) => props.onComment(event.currentTarget.value)}
      />
      <p
        id={`${id}-counter`}
        className={tooLong ? 'report-dialog__counter report-dialog__counter--over' : 'report-dialog__counter'}
      >
        {tooLong
          ? t('report.comment.tooLong', { max: REPORT_COMMENT_MAX })
          : t('report.comment.counter', { count, max: REPORT_COMMENT_MAX })}
      </p>
      {props.domain !== null && (
        <div className="report-dialog__choice">
          <label className="report-dialog__label">
            <input
              type="checkbox"
              checked={props.forward}
              aria-describedby={`${id}-forward-hint`}
              onChange={(event) => props.onForward(event.currentTarget.checked)}
            />
            <span>{t('report.forward.label', { domain: props.domain })}</span>
          </label>
          <span id={`${id}-forward-hint`} className="report-dialog__hint">
            {t('report.forward.hint')}
          </span>
        </div>
      )}
    </div>
  );
}
