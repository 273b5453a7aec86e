/**
 * The emoji reactions of a post: one toggle button per emoji with its count; the reader's own reactions
 * are pressed (aria-pressed) and highlighted.
 */
import { useTranslation } from '../../i18n/react';
import type { EmojiReaction, Status } from '../../services/entities';
import { CustomEmoji } from '../common/CustomEmoji';
import { formatNumber } from '../common/number-format';
import type { StatusAction } from './status-actions';

/** The emoji as a reaction request names it: the character, or name@domain for a remote custom emoji. */
export function reactionEmojiId(reaction: EmojiReaction): string {
  return reaction.domain === null || reaction.url === null ? reaction.name : `${reaction.name}@${reaction.domain}`;
}

export interface EmojiReactionsProps {
  status: Status;
  act: (action: StatusAction) => void;
}

export function EmojiReactions({ status, act }: EmojiReactionsProps) {
  const { t, i18n } = useTranslation();
  const reactions = status.emoji_reactions.filter((reaction) => reaction.count > 0);
  if (reactions.length === 0) return null;
  return (
    <div className="status__reactions" role="group" aria-label={t('status.reactions.label')}>
      {reactions.map((reaction, index) => {
        const id = reactionEmojiId(reaction);
        const custom = reaction.url !== null;
        return (
          <button
            key={`${index}:${id}`}
            type="button"
            className={reaction.me ? 'status__reaction status__reaction--mine' : 'status__reaction'}
            aria-pressed={reaction.me}
            aria-label={t('status.reactions.button', { emoji: custom ? `:${reaction.name}:` : reaction.name, count: reaction.count })}
            onClick={(event) => {
              event.stopPropagation();
              act({ type: 'react', statusId: status.id, emoji: id, remove: reaction.me });
            }}
          >
            {custom
              ? <CustomEmoji shortcode={reaction.name} url={reaction.url ?? ''} staticUrl={reaction.static_url ?? reaction.url ?? ''} />
              : <span className="status__reaction-native">{reaction.name}</span>}
            <span className="status__reaction-count">{formatNumber(reaction.count, i18n.language)}</span>
          </button>
        );
      })}
    </div>
  );
}
