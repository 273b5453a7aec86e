/**
 * The fields of each step of the report dialog: the reason as a react-aria-components radio group (arrows move
 * between its choices), the rest as native controls in fieldsets named by their legend (Space ticks a checkbox): the reason, the broken rules, the posts to attach, and the
 * comment with its character counter and, for a remote account, whether to forward the report. They show what
 * the report flow chart holds and report what the reader does; what may be chosen is the chart's to say.
 */
import { useId } from 'react';
import { Label, RadioGroup } from 'react-aria-components/RadioGroup';
import { useTranslation } from '../../i18n/react';
import {
  commentLength,
  commentTooLong,
  REPORT_CATEGORIES,
  REPORT_COMMENT_MAX,
  type ReportCategory,
} from '../../machines/report-flow-rules';
import type { ReportRule } from '../../services/reports/report-rules';
import { useStatus } from '../../services/store';
import { RadioControl } from '../common/RadioControl';

export function CategoryField(props: {
  value: ReportCategory | null;
  /** whether the reason can be chosen (a violation only when the server has rules) */
  offered(category: ReportCategory): boolean;
  onChoose(category: ReportCategory): void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <RadioGroup
      className="report-dialog__fieldset"
      name={name}
      value={props.value}
      onChange={(category) => props.onChoose(category as ReportCategory)}
    >
      <Label className="report-dialog__legend">{t('report.category.legend')}</Label>
      {REPORT_CATEGORIES.map((category) => {
        const hintId = `${name}-${category}-hint`;
        const disabled = !props.offered(category);
        return (
          <div key={category} className="report-dialog__choice">
            <RadioControl
              value={category}
              isDisabled={disabled}
              aria-describedby={hintId}
              className="report-dialog__label"
            >
              <span>{t(`report.category.${category}`)}</span>
            </RadioControl>
            <span id={hintId} className="report-dialog__hint">
              {disabled ? t('report.category.noRules') : t(`report.category.${category}Hint`)}
            </span>
          </div>
        );
      })}
    </RadioGroup>
  );
}

export function RulesField(props: {
  rules: readonly ReportRule[];
  chosen: readonly string[];
  onToggle(ruleId: string): void;
}) {
  const { t } = useTranslation();
  const base = useId();
  const none = props.chosen.length === 0;
  return (
    <fieldset className="report-dialog__fieldset" aria-describedby={none ? `${base}-need` : undefined}>
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
                onChange={() => props.onToggle(rule.id)}
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
      {none && (
        <p id={`${base}-need`} className="report-dialog__need">
          {t('report.rules.needOne')}
        </p>
      )}
    </fieldset>
  );
}

const EXCERPT_LENGTH = 140;

function excerpt(text: string): string {
  const chars = [...text.trim()];
  return chars.length > EXCERPT_LENGTH ? `${chars.slice(0, EXCERPT_LENGTH).join('')}…` : chars.join('');
}

function PostChoice(props: { id: string; checked: boolean; onToggle(id: string): void }) {
  const { t } = useTranslation();
  const text = excerpt(useStatus(props.id)?.searchText ?? '');
  return (
    <label className="report-dialog__label">
      <input type="checkbox" checked={props.checked} onChange={() => props.onToggle(props.id)} />
      <span className="report-dialog__post">{text === '' ? t('report.posts.noText') : text}</span>
    </label>
  );
}

export function PostsField(props: {
  posts: readonly string[];
  chosen: readonly string[];
  onToggle(statusId: string): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="report-dialog__fieldset">
      <legend className="report-dialog__legend">{t('report.posts.legend')}</legend>
      {props.posts.length === 0 && <p className="report-dialog__hint">{t('report.posts.none')}</p>}
      {props.posts.map((id) => (
        <PostChoice key={id} id={id} checked={props.chosen.includes(id)} onToggle={props.onToggle} />
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
  onForward(): void;
  /** the report is being sent: nothing changes meanwhile */
  busy: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const count = commentLength(props.comment);
  const tooLong = commentTooLong(props.comment);
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
        readOnly={props.busy}
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
              disabled={props.busy}
              aria-describedby={`${id}-forward-hint`}
              onChange={props.onForward}
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
