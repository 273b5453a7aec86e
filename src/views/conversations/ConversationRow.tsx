/**
 * One conversation in the list, as an <article> of the feed pattern (focusable, with its place in the list):
 * who it is with, the start of its last message (sanitised plain text, the spoiler text when there is one)
 * and when it was sent, a dot while unread, and a "More" menu. Enter on the row, or a click beside its
 * controls, opens the last message's thread and marks the conversation read.
 */
import { useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { openConversation, useConversationBusy } from '../../services/conversations/conversation-actions';
import { useEntity, useStatus } from '../../services/store';
import { Icon } from '../common/Icon';
import { RelativeTime } from '../common/RelativeTime';
import { statusPreviewText } from '../status/status-content';
import { ConversationMenu } from './ConversationMenu';
import { ParticipantAvatars, ParticipantNames, shownParticipants } from './ConversationParticipants';
import { useMenuTrigger } from '../common/menu/use-menu-trigger';

export interface ConversationRowProps {
  conversationId: string;
  /** 1-based place in the list */
  position: number;
  /** the list's size, -1 while older conversations can be loaded */
  setSize: number;
  /** the reader confirmed deleting this conversation */
  onDelete(conversationId: string): void;
}

/** Clicks on these do their own thing rather than opening the conversation. */
const INTERACTIVE = 'a, button, input, select, textarea, [role="menu"], [role="dialog"], [role="alertdialog"]';

export function ConversationRow({ conversationId, position, setSize, onDelete }: ConversationRowProps) {
  const { t } = useTranslation();
  const services = useAppServices();
  const conversation = useEntity('conversations', conversationId);
  const status = useStatus(conversation?.lastStatusId);
  const busy = useConversationBusy(services, conversationId, 'read');
  // closed, the menu, or its confirmation dialog in its place; once gone, focus goes back to "More"
  const moreRef = useRef<HTMLButtonElement>(null);
  const menu = useMenuTrigger(moreRef);
  const ids = { unread: useId(), names: useId(), excerpt: useId() };

  if (conversation === undefined) return null;
  const participants = shownParticipants(conversation.accountIds, status?.accountId);
  const open = () => openConversation(services, conversationId);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || event.key !== 'Enter') return;
    if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
    if (open()) event.preventDefault();
  };
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const target = event.target as Element;
    // clicks inside the menu or dialog (portalled elsewhere) still bubble through React's tree
    if (!event.currentTarget.contains(target) || target.closest(INTERACTIVE) !== null) return;
    if ((window.getSelection?.()?.toString() ?? '') !== '') return;
    open();
  };
  const labelledBy = [conversation.unread ? ids.unread : null, ids.names, ids.excerpt].filter(Boolean).join(' ');

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the feed pattern's item: the article is what the reader moves focus to (tabIndex 0) and Enter on it opens the conversation, as a click beside its controls does; its role must stay article (feed), and a widget role would nest the "More" button
    <article
      className={conversation.unread ? 'conversation conversation--unread' : 'conversation'}
      tabIndex={0}
      aria-posinset={position}
      aria-setsize={setSize}
      aria-labelledby={labelledBy}
      aria-busy={busy}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <ParticipantAvatars accountIds={participants} />
      <div className="conversation__main">
        <div className="conversation__header">
          {conversation.unread && (
            <span id={ids.unread} className="conversation__dot">
              <span className="visually-hidden">{t('notifications.conversations.unread')}</span>
            </span>
          )}
          <ParticipantNames id={ids.names} accountIds={participants} />
          {status !== undefined && <RelativeTime dateTime={status.created_at} className="conversation__time" />}
        </div>
        <p id={ids.excerpt} className="conversation__excerpt">
          {status === undefined ? t('notifications.conversations.noPost') : statusPreviewText(status)}
        </p>
      </div>
      <button
        ref={moreRef}
        type="button"
        className="conversation__more"
        aria-haspopup="menu"
        aria-expanded={menu.menuOpen}
        aria-controls={menu.menuOpen ? menu.menuId : undefined}
        title={t('notifications.conversations.more')}
        onClick={() => menu.show('menu')}
      >
        <Icon name="more" />
        <span className="visually-hidden">{t('notifications.conversations.more')}</span>
      </button>
      {menu.shown !== 'closed' && (
        <ConversationMenu
          conversationId={conversationId}
          triggerRef={moreRef}
          menuId={menu.menuId}
          onDialog={menu.showDialog}
          onClose={() => menu.close()}
          onDelete={(id) => {
            // the row leaves the list: the list puts the focus on a neighbour rather than on "More"
            menu.close(false);
            onDelete(id);
          }}
        />
      )}
    </article>
  );
}
