/**
 * Who a conversation is with: their avatars (the first few) and their names. A conversation with nobody
 * else (a message to oneself) shows its last post's author.
 */
import { Fragment } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAccount } from '../../services/store';
import { Avatar } from '../common/Avatar';
import { DisplayName } from '../common/DisplayName';

/** How many avatars a row shows; the names list everyone. */
const AVATARS_SHOWN = 4;

function ParticipantAvatar({ accountId }: { accountId: string }) {
  const account = useAccount(accountId);
  if (account === undefined) return null;
  return <Avatar account={account} size={40} className="conversation__avatar" />;
}

function ParticipantName({ accountId }: { accountId: string }) {
  const account = useAccount(accountId);
  if (account === undefined) return null;
  return <DisplayName account={account} className="conversation__name" />;
}

/** The participants to show: the conversation's accounts, else the last post's author. */
export function shownParticipants(accountIds: readonly string[], authorId: string | undefined): readonly string[] {
  if (accountIds.length > 0) return accountIds;
  return authorId === undefined ? [] : [authorId];
}

export function ParticipantAvatars({ accountIds }: { accountIds: readonly string[] }) {
  return (
    <div className={`conversation__avatars conversation__avatars--${Math.min(accountIds.length, AVATARS_SHOWN)}`}>
      {accountIds.slice(0, AVATARS_SHOWN).map((id) => (
        <ParticipantAvatar key={id} accountId={id} />
      ))}
    </div>
  );
}

export function ParticipantNames({ accountIds, id }: { accountIds: readonly string[]; id: string }) {
  const { t } = useTranslation();
  return (
    <span id={id} className="conversation__names">
      {accountIds.map((accountId, index) => (
        <Fragment key={accountId}>
          {index > 0 && t('notifications.conversations.separator')}
          <ParticipantName accountId={accountId} />
        </Fragment>
      ))}
    </span>
  );
}
