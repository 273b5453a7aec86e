/**
 * An announcement's reactions: one toggle button per emoji with its count, pressed (aria-pressed) and highlighted
 * when it is the reader's; a press adds or removes the reader's reaction. "Add reaction" opens the emoji picker
 * (loaded on first use); a pick reacts with that emoji.
 */
import { useState } from 'react';
import { shownReactions, type ReactionImages } from '../../machines/announcements-rules';
import { useTranslation } from '../../i18n/react';
import type { Announcement } from '../../domain/entities';
import { CustomEmoji } from '../common/CustomEmoji';
import { formatNumber } from '../common/number-format';
import { LazyEmojiPickerDialog } from '../emoji/lazy-emoji-picker';

export interface AnnouncementReactionsProps {
  announcement: Announcement;
  onToggle(name: string): void;
  onAdd(name: string, images: ReactionImages): void;
}

export function AnnouncementReactions({ announcement, onToggle, onAdd }: AnnouncementReactionsProps) {
  const { t, i18n } = useTranslation();
  const [picking, setPicking] = useState(false);
  const reactions = shownReactions(announcement);
  return (
    <div className="announcement__reactions" role="group" aria-label={t('announcements.reactions')}>
      {reactions.map((reaction) => {
        const custom = reaction.url !== null;
        return (
          <button
            key={reaction.name}
            type="button"
            className={reaction.me ? 'announcement__reaction announcement__reaction--mine' : 'announcement__reaction'}
            aria-pressed={reaction.me}
            aria-label={t('announcements.reaction', {
              emoji: custom ? `:${reaction.name}:` : reaction.name,
              count: reaction.count,
            })}
            onClick={() => onToggle(reaction.name)}
          >
            {custom ? (
              <CustomEmoji
                shortcode={reaction.name}
                url={reaction.url ?? ''}
                staticUrl={reaction.static_url ?? reaction.url ?? ''}
              />
            ) : (
              <span className="announcement__reaction-native">{reaction.name}</span>
            )}
            <span className="announcement__reaction-count">{formatNumber(reaction.count, i18n.language)}</span>
          </button>
        );
      })}
      <button
        type="button"
        className="announcement__reaction announcement__reaction-add"
        aria-label={t('announcements.addReaction')}
        title={t('announcements.addReaction')}
        onClick={() => setPicking(true)}
      >
        <span aria-hidden="true">+</span>
      </button>
      {picking && (
        <LazyEmojiPickerDialog
          statusId=""
          onClose={() => setPicking(false)}
          onPick={(emoji) =>
            onAdd(emoji.id, { url: emoji.url ?? null, static_url: emoji.staticUrl ?? emoji.url ?? null })
          }
        />
      )}
    </div>
  );
}
