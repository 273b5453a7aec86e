/**
 * What the draft answers, quotes or edits, compactly: whose post and its first lines (its content warning
 * instead, when it has one), with a button to let go of it. The name and the text show their custom emoji as
 * pictures, the way the post itself shows them (the same safe trees and RichText); links in the excerpt are
 * plain text, so the composer gains no tab stops. The group's accessible name is the plain-text title.
 */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { shownName } from '../../domain/entities/account';
import type { Account, Status } from '../../domain/entities';
import type { SafeNode } from '../../services/sanitize';
import { useAccount, useStatus } from '../../services/store';
import { shownAcct } from '../common/acct-display';
import { DisplayName } from '../common/DisplayName';
import { Icon } from '../common/Icon';
import { RichText } from '../common/RichText';
import { statusTrees } from '../status/status-content';

export type ComposeTargetKind = 'reply' | 'quote' | 'edit';

const CANCEL_KEYS: Record<ComposeTargetKind, string> = {
  reply: 'compose.target.cancelReply',
  quote: 'compose.target.cancelQuote',
  edit: 'compose.target.cancelEdit',
};

/** Where the name goes in the translated title (never part of a name or a translation). */
const NAME_MARK = '\u0000name\u0000';

/** The tree with its links turned into plain spans (their text kept). */
function withoutLinks(nodes: readonly SafeNode[]): SafeNode[] {
  return nodes.map((node) => {
    if (node.kind === 'link')
      return { kind: 'element', tag: 'span', className: '', children: withoutLinks(node.children) };
    if (node.kind === 'element') return { ...node, children: withoutLinks(node.children) };
    return node;
  });
}

/** What a reader of the post sees first: the content warning while there is one, else the content. */
export function excerptNodes(status: Status): SafeNode[] {
  const trees = statusTrees(status);
  return withoutLinks(status.spoiler_text.trim() !== '' ? trees.spoiler : trees.content);
}

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
  const plainName = account ? shownName(account.display_name, account.username) : t('compose.target.unknown');
  const title = kind === 'edit' ? t('compose.target.edit') : t(`compose.target.${kind}`, { name: plainName });
  const excerpt = useMemo(() => (status ? excerptNodes(status) : []), [status]);
  return (
    <div className={`compose-target compose-target--${kind}`} role="group" aria-label={title}>
      <Icon name={kind === 'quote' ? 'quote' : 'reply'} className="compose-target__icon" />
      <div className="compose-target__body">
        <p className="compose-target__title">
          {kind === 'edit' ? title : <TitleWithName kind={kind} account={account} fallback={plainName} />}
          {account && kind !== 'edit' && <span className="compose-target__acct"> @{shownAcct(account.acct)}</span>}
        </p>
        {excerpt.length > 0 && (
          <div className="compose-target__excerpt rich-text" lang={status?.language ?? undefined}>
            <RichText nodes={excerpt} />
          </div>
        )}
      </div>
      <button type="button" className="compose-target__cancel" onClick={onCancel} disabled={isDisabled}>
        {t(CANCEL_KEYS[kind])}
      </button>
    </div>
  );
}

/** "Replying to {name}" with the name as the account's display name (its custom emoji as pictures). */
function TitleWithName({
  kind,
  account,
  fallback,
}: {
  kind: 'reply' | 'quote';
  account: Account | undefined;
  fallback: string;
}) {
  const { t } = useTranslation();
  const parts = t(`compose.target.${kind}`, { name: NAME_MARK }).split(NAME_MARK);
  const name: ReactNode = account ? <DisplayName account={account} /> : fallback;
  return <>{parts.flatMap((part, index) => (index === 0 ? [part] : [<span key={index}>{name}</span>, part]))}</>;
}
