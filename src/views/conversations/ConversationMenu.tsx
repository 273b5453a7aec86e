/**
 * A conversation's "More" menu (MenuPopover: arrows, Home/End, type-ahead; Escape, Tab or a click outside
 * close it and focus returns to "More"): "Mark as read" while it is unread, and "Delete conversation",
 * which asks first in a dialog shown in the menu's place.
 */
import type { RefObject } from 'react';
import { MenuItem, type Key } from 'react-aria-components/Menu';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { deleteConversation, markConversationRead } from '../../services/conversations/conversation-actions';
import { useEntity } from '../../services/store';
import { MenuPopover } from '../common/menu/MenuPopover';
import { useMenuDialog } from '../common/menu/use-menu-dialog';
import { ConfirmDeleteConversation } from './ConfirmDeleteConversation';

export interface ConversationMenuProps {
  conversationId: string;
  /** the "More" button: the menu sits next to it */
  triggerRef: RefObject<HTMLElement | null>;
  menuId: string;
  /** the confirmation dialog took the menu's place */
  onDialog(): void;
  /** the menu (or its dialog) closes; focus goes back to "More" */
  onClose(): void;
  /** the reader confirmed the deletion (the list moves focus before the row goes) */
  onDelete(conversationId: string): void;
}

type Command = 'read' | 'delete';

export function ConversationMenu({
  conversationId,
  triggerRef,
  menuId,
  onDialog,
  onClose,
  onDelete,
}: ConversationMenuProps) {
  const { t } = useTranslation();
  const services = useAppServices();
  const conversation = useEntity('conversations', conversationId);
  // the dialog replaces the menu: the menu's own closing (its focus moved into the dialog) is not a close
  const { dialog, openDialog, menuClosed } = useMenuDialog<'delete'>(onDialog);

  if (dialog === 'delete')
    return (
      <ConfirmDeleteConversation
        onCancel={onClose}
        onConfirm={() => {
          onDelete(conversationId);
          void deleteConversation(services, conversationId);
        }}
      />
    );

  const commands: Command[] = conversation?.unread === true ? ['read', 'delete'] : ['delete'];
  const choose = (key: Key) => {
    if (key === 'delete') {
      openDialog('delete');
      return;
    }
    void markConversationRead(services, conversationId);
  };

  return (
    <MenuPopover
      triggerRef={triggerRef}
      id={menuId}
      label={t('notifications.conversations.menu.label')}
      onClose={() => menuClosed(onClose)}
      onAction={choose}
    >
      {commands.map((command) => (
        <MenuItem
          key={command}
          id={command}
          className={command === 'delete' ? 'menu__item menu__item--danger' : 'menu__item'}
          shouldCloseOnSelect={command === 'delete' ? false : undefined}
        >
          {t(`notifications.conversations.menu.${command}`)}
        </MenuItem>
      ))}
    </MenuPopover>
  );
}
