/**
 * Reply, boost, favourite, bookmark and more, with their counts. Boost, favourite and bookmark are toggle
 * buttons (aria-pressed, read from the store, so an optimistic change and its revert show at once). What a
 * press does is decided by useStatusAction (sign-in prompt when signed out). "More" opens a menu
 * (aria-haspopup, aria-expanded, aria-controls while open) that the parent renders as `children`; it is
 * portalled next to the button, so the button only names it.
 */
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import type { Status } from '../../domain/entities';
import { Icon, type IconName } from '../common/Icon';
import { formatNumber } from '../common/number-format';
import { canReblog, type StatusAction, type StatusActionType } from './status-actions';

interface ActionButtonProps {
  type: StatusActionType;
  icon: IconName;
  label: string;
  count?: number;
  pressed?: boolean;
  unavailable?: string;
  onPress: (type: StatusActionType, shiftKey: boolean) => void;
  menu?: { open: boolean; ref: RefObject<HTMLButtonElement | null>; id?: string };
}

function ActionButton({ type, icon, label, count, pressed, unavailable, onPress, menu }: ActionButtonProps) {
  const { i18n } = useTranslation();
  const shown = count === undefined || count === 0 ? null : formatNumber(count, i18n.language, true);
  return (
    <button
      ref={menu?.ref}
      type="button"
      className={`status-action status-action--${type}`}
      aria-pressed={pressed}
      aria-haspopup={menu === undefined ? undefined : 'menu'}
      aria-expanded={menu === undefined ? undefined : menu.open}
      aria-controls={menu?.open === true ? menu.id : undefined}
      aria-disabled={unavailable === undefined ? undefined : true}
      title={unavailable ?? label}
      onClick={(event) => {
        event.stopPropagation();
        if (unavailable === undefined) onPress(type, event.shiftKey);
      }}
    >
      <Icon name={icon} />
      <span className="visually-hidden">{label}</span>
      {shown !== null && <span className="status-action__count">{shown}</span>}
    </button>
  );
}

export interface StatusActionBarProps {
  status: Status;
  act: (action: StatusAction) => void;
  /** the "More" button (focus returns to it when the menu closes) */
  moreRef?: RefObject<HTMLButtonElement | null>;
  menuOpen?: boolean;
  /** the open menu's id */
  menuId?: string;
  /** the open menu (portalled beside the "More" button) */
  children?: ReactNode;
}

export function StatusActionBar({ status, act, moreRef, menuOpen = false, menuId, children }: StatusActionBarProps) {
  const { t } = useTranslation();
  const { me, statusActions } = useAppServices();
  const onPress = (type: StatusActionType, shiftKey: boolean) =>
    act({ type, statusId: status.id, ...(shiftKey ? { immediate: true } : {}) });
  const reblogUnavailable = canReblog(status, me) ? undefined : t('status.actions.reblogUnavailable');
  return (
    <div
      className="status__actions"
      role="group"
      aria-label={t('status.actions.label')}
      onPointerEnter={me === null ? undefined : () => void statusActions.warm?.()}
    >
      <ActionButton
        type="reply"
        icon="reply"
        label={t('status.actions.reply')}
        count={status.replies_count}
        onPress={onPress}
      />
      <ActionButton
        type="reblog"
        icon="boost"
        label={t('status.actions.reblog')}
        count={status.reblogs_count}
        pressed={status.reblogged}
        unavailable={reblogUnavailable}
        onPress={onPress}
      />
      <ActionButton
        type="favourite"
        icon={status.favourited ? 'star-filled' : 'star'}
        label={t('status.actions.favourite')}
        count={status.favourites_count}
        pressed={status.favourited}
        onPress={onPress}
      />
      <ActionButton
        type="bookmark"
        icon={status.bookmarked ? 'bookmark-filled' : 'bookmark'}
        label={t('status.actions.bookmark')}
        pressed={status.bookmarked}
        onPress={onPress}
      />
      <span className="status__more">
        <ActionButton
          type="more"
          icon="more"
          label={t('status.actions.more')}
          onPress={onPress}
          {...(moreRef === undefined ? {} : { menu: { open: menuOpen, ref: moreRef, id: menuId } })}
        />
        {children}
      </span>
    </div>
  );
}
