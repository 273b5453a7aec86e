/**
 * What the draft answers, quotes or edits, compactly: whose post and its first lines (its content warning
 * instead, when it has one), with a button to let go of it.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { htmlToPlainText, shownName } from '../../services/entities';
import { useAccount, useStatus } from '../../services/store';
import { shownAcct } from '../common/acct-display';
import { Icon } from '../common/Icon';

export type ComposeTargetKind = 'reply' | 'quote' | 'edit';

const CANCEL_KEYS: Record<ComposeTargetKind, string> = {
  reply: 'compose.target.cancelReply',
  quote: 'compose.target.cancelQuote',
  edit: 'compose.target.cancelEdit',
};

export interface ReplyIndicatorProps {
  kind: ComposeTargetKind;
  statusId: string;
  onCancel(): void;
  isDisabled?: boolean;
}

export function ReplyIndicator({ kind, statusId, onCancel, isDisabled = false }: ReplyIndicatorProps) {
  const { t } = useTranslation();
  const status = useStatus(statusId);
  const account = useAccount(status?.accountId);
  const name = account ? shownName(account.display_name, account.username) : t('compose.target.unknown');
  const title = kind === 'edit' ? t('compose.target.edit') : t(`compose.target.${kind}`, { name });
  const excerpt = useMemo(() => {
    if (!status) return '';
    return status.spoiler_text !== '' ? status.spoiler_text : htmlToPlainText(status.content);
  }, [status]);
  return (
    <div className={`compose-target compose-target--${kind}`} role="group" aria-label={title}>
      <Icon name={kind === 'quote' ? 'quote' : 'reply'} className="compose-target__icon" />
      <div className="compose-target__body">
        <p className="compose-target__title">
          {title}
          {account && kind !== 'edit' && <span className="compose-target__acct"> @{shownAcct(account.acct)}</span>}
        </p>
        {excerpt !== '' && (
          <p className="compose-target__excerpt" lang={status?.language ?? undefined}>
            {excerpt}
          </p>
        )}
      </div>
      <button type="button" className="compose-target__cancel" onClick={onCancel} disabled={isDisabled}>
        {t(CANCEL_KEYS[kind])}
      </button>
    </div>
  );
}
