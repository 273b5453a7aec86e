/**
 * The report dialog, in steps like the server's own: why (spam, a legal issue, a violation of the server's rules,
 * or other); for a violation which rules; which posts to attach (the post it was opened from, ticked); then a
 * comment of up to 1000 characters and, for an account on another server, whether to forward the report there.
 * Back returns to the previous step with the choices kept. Submitting sends the report through the reports
 * service: on success the dialog thanks the reader; on failure the service raises the alert and everything
 * entered stays for another try. A click outside does not close it (the input would be lost). Loaded on first
 * use with the report catalogue.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import type { ReportCategory } from '../../services/api/reports';
import { reportRules, type ReportRule } from '../../services/reports/report-rules';
import { canSubmitReport, submitReport, type ReportDraft } from '../../services/reports/submit-report';
import { useStatus } from '../../services/store';
import { DialogFrame } from '../common/dialog/DialogFrame';
import type { ReportDialogProps } from './report-dialog-props';
import { remoteDomain, reportSteps } from './report-step-order';
import { CategoryField, CommentField, PostsField, RulesField, type PostChoice } from './ReportStepFields';
import './report-dialog.css';

const EXCERPT_LENGTH = 140;

function excerpt(text: string): string {
  const chars = [...text.trim()];
  return chars.length > EXCERPT_LENGTH ? `${chars.slice(0, EXCERPT_LENGTH).join('')}…` : chars.join('');
}

export default function ReportDialog({ accountId, acct, statusId, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const services = useAppServices();
  const status = useStatus(statusId);
  const [rules, setRules] = useState<ReportRule[]>([]);
  const [category, setCategory] = useState<ReportCategory | null>(null);
  const [ruleIds, setRuleIds] = useState<string[]>([]);
  const [statusIds, setStatusIds] = useState<string[]>([statusId]);
  const [comment, setComment] = useState('');
  const [forward, setForward] = useState(false);
  const [stepIndex, setStepIndex] = useState(0);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let live = true;
    void reportRules(services.api).then((found) => {
      if (live) setRules(found);
    });
    return () => {
      live = false;
    };
  }, [services.api]);

  // each new step (or the thanks) takes the focus to its first control, so the keyboard carries on there
  useEffect(() => {
    if (sent) doneRef.current?.focus();
    else body.current?.querySelector<HTMLElement>('input:checked, input:not(:disabled), textarea')?.focus();
  }, [stepIndex, sent]);

  const domain = remoteDomain(acct);
  const steps = reportSteps(category);
  const step = steps[Math.min(stepIndex, steps.length - 1)]!;
  const last = stepIndex >= steps.length - 1;
  const posts: PostChoice[] = [{ id: statusId, text: excerpt(status?.searchText ?? '') }];
  const draft: ReportDraft = {
    accountId,
    category: category ?? 'other',
    ruleIds,
    statusIds,
    comment,
    forward,
    remote: domain !== null,
  };
  const canGoOn =
    step === 'category' ? category !== null : step === 'rules' ? ruleIds.length > 0 : canSubmitReport(draft);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canGoOn || sending) return;
    if (!last) {
      setStepIndex(stepIndex + 1);
      return;
    }
    setSending(true);
    void submitReport(services, draft).then((ok) => {
      setSending(false);
      if (ok) setSent(true);
    });
  };

  if (sent) {
    return (
      <DialogFrame title={t('report.thanks.title')} onClose={onClose} initialFocus={doneRef}>
        <p className="dialog-frame__text">{t('report.thanks.body')}</p>
        <div className="dialog-frame__actions">
          <button
            ref={doneRef}
            type="button"
            className="dialog-frame__button dialog-frame__button--primary"
            onClick={onClose}
          >
            {t('report.thanks.done')}
          </button>
        </div>
      </DialogFrame>
    );
  }

  return (
    <DialogFrame
      title={t('report.title', { acct })}
      onClose={onClose}
      closeLabel={t('report.close')}
      dismissable={false}
      className="report-dialog"
    >
      <form className="report-dialog__form" onSubmit={onSubmit} aria-busy={sending || undefined}>
        <p className="report-dialog__step">{t('report.step', { current: stepIndex + 1, total: steps.length })}</p>
        <div ref={body}>
          {step === 'category' && (
            <CategoryField
              value={category}
              hasRules={rules.length > 0}
              onChange={(next) => {
                setCategory(next);
                if (next !== 'violation') setRuleIds([]);
              }}
            />
          )}
          {step === 'rules' && <RulesField rules={rules} chosen={ruleIds} onChange={setRuleIds} />}
          {step === 'posts' && <PostsField posts={posts} chosen={statusIds} onChange={setStatusIds} />}
          {step === 'comment' && (
            <CommentField
              comment={comment}
              onComment={setComment}
              domain={domain}
              forward={forward}
              onForward={setForward}
            />
          )}
        </div>
        <div className="dialog-frame__actions">
          {stepIndex > 0 && (
            <button type="button" className="dialog-frame__button" onClick={() => setStepIndex(stepIndex - 1)}>
              {t('report.back')}
            </button>
          )}
          <button
            type="submit"
            className="dialog-frame__button dialog-frame__button--primary"
            disabled={!canGoOn || sending}
          >
            {last ? t('report.submit') : t('report.next')}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
