/**
 * Reply, boost, favourite, bookmark and more, with their counts. Boost, favourite and bookmark are toggle
 * buttons (aria-pressed). What a press does is decided by useStatusAction (sign-in prompt when signed out).
 */
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../app/services/app-services';
import type { Status } from '../../services/entities';
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
  onPress: (type: StatusActionType) => void;
}

function ActionButton({ type, icon, label, count, pressed, unavailable, onPress }: ActionButtonProps) {
  const { i18n } = useTranslation();
  const shown = count === undefined || count === 0
    ? null
    : formatNumber(count, i18n.language, true);
  return (
    <button
      type="button"
      className={`status-action status-action--${type}`}
      aria-pressed={pressed}
      aria-disabled={unavailable === undefined ? undefined : true}
      title={unavailable ?? label}
      onClick={(event) => {
        event.stopPropagation();
        if (unavailable === undefined) onPress(type);
      }}
    >
      <Icon name={icon} />
      <span className="visually-hidden">{label}</span>
      {shown !== null && <span className="status-action__count">{shown}</span>}
    </button>
  );
}

export function StatusActionBar({ status, act }: { status: Status; act: (action: StatusAction) => void }) {
  const { t } = useTranslation();
  const { me } = useAppServices();
  const onPress = (type: StatusActionType) => act({ type, statusId: status.id });
  const reblogUnavailable = canReblog(status, me) ? undefined : t('status.actions.reblogUnavailable');
  return (
    <div className="status__actions" role="group" aria-label={t('status.actions.label')}>
      <ActionButton type="reply" icon="reply" label={t('status.actions.reply')} count={status.replies_count} onPress={onPress} />
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
      <ActionButton type="bookmark" icon={status.bookmarked ? 'bookmark-filled' : 'bookmark'} label={t('status.actions.bookmark')} pressed={status.bookmarked} onPress={onPress} />
      <ActionButton type="more" icon="more" label={t('status.actions.more')} onPress={onPress} />
    </div>
  );
}
