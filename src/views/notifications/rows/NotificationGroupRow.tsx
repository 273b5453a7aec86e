/**
 * One row of the notifications list: a notification group read from the entity store by its key. The row is
 * an <article> of the feed (focusable, with its place in the list) named by its whole sentence and when it
 * happened ("Unread: " first while unread). Its columns: the type's icon, then the faces of a group, the sentence with the names
 * and how long ago it happened, and what the notification is about: the whole post, a dimmed excerpt of it,
 * the account (with Accept / Reject for a follow request) or the server's details (row-kinds.ts).
 * A group not in the store, or of a type this client does not know, shows nothing; a record with missing
 * parts (accounts or post not stored) still shows what it can, and a row that fails to render is left out
 * rather than taking the list down with it.
 *
 * The strings are the lazily loaded catalogue `notifications` (its `types`), downloaded with the notifications screen.
 */
import { Component, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useAppServices } from '../../../services/app-services/app-services';
import type { NotificationGroup } from '../../../domain/entities/notification-group';
import { isKnownNotificationType, type KnownNotificationType } from '../../../domain/entities/notification-parts';
import { profilePath, statusPath } from '../../../services/routing/paths';
import { useAccount, useEntity, useStatus } from '../../../services/store';
import { useDateLabelsReady } from '../../common/date-labels';
import { RelativeTime } from '../../common/RelativeTime';
import { fullDateTime, parseTime } from '../../common/time-format';
import { Status } from '../../status/Status';
import { AccountSummary } from './AccountSummary';
import { AvatarStrip } from './AvatarStrip';
import { EmojiReactionGroups } from './EmojiReactionGroups';
import { FollowRequestActions } from './FollowRequestActions';
import { NoticeDetails } from './NoticeDetails';
import { NotificationIcon } from './NotificationIcon';
import { describeGroup } from './notification-sentence';
import { rowKindOf, type RowKind } from './row-kinds';
import { accountName, Sentence, sentenceText } from './Sentence';
import { StatusExcerpt } from './StatusExcerpt';
import './notification-rows.css';

export interface NotificationGroupRowProps {
  /** the group's group_key in the store's notificationGroups table */
  groupKey: string;
  /** newer than the reader's read marker: marked, and said in the accessible name */
  unread: boolean;
  /** 0-based position in the list (aria-posinset is index + 1) */
  index?: number;
  /** the list's length, or -1 while more can be loaded (aria-setsize) */
  size?: number;
}

export function NotificationGroupRow(props: NotificationGroupRowProps) {
  return (
    <RowBoundary>
      <GroupRow {...props} />
    </RowBoundary>
  );
}

/** A row whose record is broken in a way nothing foresaw renders nothing, and the list goes on. */
class RowBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    console.warn('A notification row could not be shown', error);
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

function GroupRow({ groupKey, unread, index, size }: NotificationGroupRowProps) {
  const { t, i18n } = useTranslation();
  // the date formatter is made once the first posts have painted; until then rows are named without their time
  const dated = useDateLabelsReady(i18n.language);
  const { me, navigate } = useAppServices();
  const group = useEntity('notificationGroups', groupKey);
  const first = useAccount(group?.sampleAccountIds[0]);
  const status = useStatus(group?.statusId);
  const statusAuthor = useAccount(status?.accountId);
  const reportTarget = useAccount(group?.report?.targetAccountId);
  if (group === undefined || !isKnownNotificationType(group.type)) return null;
  const type = group.type;
  const kind = rowKindOf(type);
  if (kind === null) return null;

  const spec = describeGroup(type, {
    group,
    first: first ?? null,
    status: status ?? null,
    reportTarget: reportTarget ?? null,
    me,
  });
  // the accessible name says when, as a post's does: the full date and time of the group's newest notification
  const date = dated ? parseTime(group.latest_page_notification_at) : null;
  const said = sentenceText(spec, t);
  const sentence =
    date === null ? said : t('notifications.types.timed', { sentence: said, time: fullDateTime(date, i18n.language) });
  const label = unread ? t('notifications.types.labelUnread', { sentence }) : sentence;

  // Enter on the row itself opens what it is about: the post, or the account
  const target =
    kind === 'post' || kind === 'excerpt'
      ? status !== undefined && statusAuthor !== undefined
        ? statusPath(statusAuthor.acct, status.id)
        : null
      : kind === 'account' && first !== undefined
        ? profilePath(first.acct)
        : null;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.target !== event.currentTarget || target === null) return;
    event.preventDefault();
    navigate(target);
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the feed pattern's item: the article is what the reader moves focus to (tabIndex 0) and Enter on it opens what it is about, as on the posts of a timeline; it must stay an article
    <article
      className={`notification notification--${kind}${unread ? ' notification--unread' : ''}`}
      data-group-key={group.group_key}
      data-notification-type={type}
      aria-label={label}
      aria-posinset={index === undefined ? undefined : index + 1}
      aria-setsize={size}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className="notification__icon-column">
        <NotificationIcon type={type} />
      </div>
      <div className="notification__main">
        <Faces type={type} kind={kind} group={group} />
        <p className="notification__line">
          <Sentence spec={spec} />
          {group.latest_page_notification_at !== null && (
            <>
              {' '}
              <RelativeTime dateTime={group.latest_page_notification_at} className="notification__time" />
            </>
          )}
        </p>
        <Subject type={type} kind={kind} group={group} followerName={accountName(first, t)} />
      </div>
    </article>
  );
}

interface PartProps {
  type: KnownNotificationType;
  kind: RowKind;
  group: NotificationGroup;
}

/** The faces above the sentence: for reactions by emoji, else for a group of several accounts. */
function Faces({ type, kind, group }: PartProps) {
  if (type === 'emoji_reaction' || type === 'reaction') return <EmojiReactionGroups group={group} />;
  const grouped = type === 'favourite' || type === 'reblog' || kind === 'account';
  // a single follower or sign-up is shown whole below the sentence instead
  if (!grouped || (kind === 'account' && group.sampleAccountIds.length <= 1)) return null;
  return <AvatarStrip accountIds={group.sampleAccountIds} />;
}

/** What the notification is about, under the sentence. */
function Subject({ type, kind, group, followerName }: PartProps & { followerName: string }) {
  switch (kind) {
    case 'post':
      return group.statusId === null ? null : (
        <div className="notification__post">
          <Status statusId={group.statusId} contextType="notifications" />
        </div>
      );
    case 'excerpt':
      return <StatusExcerpt statusId={group.statusId} />;
    case 'notice':
      return <NoticeDetails group={group} />;
    case 'account': {
      const accountId = group.sampleAccountIds[0];
      if (accountId === undefined) return null;
      return (
        <>
          {group.sampleAccountIds.length <= 1 && <SingleAccount accountId={accountId} />}
          {type === 'follow_request' && <FollowRequestActions accountId={accountId} name={followerName} />}
        </>
      );
    }
  }
}

function SingleAccount({ accountId }: { accountId: string }) {
  const account = useAccount(accountId);
  return account === undefined ? null : <AccountSummary account={account} />;
}
