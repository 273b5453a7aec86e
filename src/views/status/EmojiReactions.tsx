/**
 * The emoji reactions of a post: one toggle button per emoji with its count; the reader's own reactions are
 * pressed (aria-pressed) and highlighted. A press adds or removes the reader's reaction: through `act` (the
 * post's useStatusAction: sign-in prompt when signed out, else onAction or the status action runner), or,
 * without `act`, straight through services.statusActions.run (`react` / `unreact`, optimistic). The emoji is
 * sent as the native character, the local custom shortcode, or shortcode@domain for a remote one.
 * Signed in, an add button opens the emoji picker (loaded on first use). The server's features (v2/instance)
 * are not read while the timeline first shows: the row asks for them when the reader points at or focuses
 * it; once known, a server without kmyblue reactions makes the buttons unavailable, and the add button is
 * unavailable at the server's per-account limit.
 */
import { useState } from 'react';
import { useAppServices } from '../../services/app-services/app-services';
import { useTranslation } from '../../i18n/react';
import type { EmojiReaction, Status } from '../../domain/entities';
import { useReactionSupport } from '../../services/emoji/reaction-support';
import { CustomEmoji } from '../common/CustomEmoji';
import { formatNumber } from '../common/number-format';
import { LazyEmojiPickerDialog } from '../emoji/lazy-emoji-picker';
import type { StatusAction } from './status-actions';
import './emoji-reactions.css';

/** The emoji as a reaction request names it: the character, or name@domain for a remote custom emoji. */
export function reactionEmojiId(reaction: EmojiReaction): string {
  return reaction.domain === null || reaction.url === null ? reaction.name : `${reaction.name}@${reaction.domain}`;
}

export interface EmojiReactionsProps {
  status: Status;
  /** the post's action handler (useStatusAction); without it the row runs reactions itself */
  act?: (action: StatusAction) => void;
}

export function EmojiReactions({ status, act }: EmojiReactionsProps) {
  const { t, i18n } = useTranslation();
  const { me, statusActions, promptSignIn } = useAppServices();
  const [asked, setAsked] = useState(false);
  const support = useReactionSupport({ load: asked });
  const [picking, setPicking] = useState(false);
  const reactions = status.emoji_reactions.filter((reaction) => reaction.count > 0);
  if (reactions.length === 0) return null;

  const unavailable = support !== null && !support.reactions;
  const mine = reactions.filter((reaction) => reaction.me).length;
  const full = support?.maxPerAccount != null && mine >= support.maxPerAccount;

  const toggle = (reaction: EmojiReaction) => {
    if (me !== null && unavailable) return;
    const emoji = reactionEmojiId(reaction);
    if (act !== undefined) act({ type: 'react', statusId: status.id, emoji, remove: reaction.me });
    else if (me === null) promptSignIn({ type: 'react', statusId: status.id, statusUri: status.uri });
    else void statusActions.run({ type: reaction.me ? 'unreact' : 'react', statusId: status.id, emoji });
  };

  return (
    <div
      className="status__reactions"
      role="group"
      aria-label={t('reactions.label')}
      onPointerEnter={() => setAsked(true)}
      onFocus={() => setAsked(true)}
    >
      {reactions.map((reaction, index) => {
        const id = reactionEmojiId(reaction);
        const custom = reaction.url !== null;
        return (
          <button
            key={`${index}:${id}`}
            type="button"
            className={reaction.me ? 'status__reaction status__reaction--mine' : 'status__reaction'}
            aria-pressed={reaction.me}
            aria-disabled={unavailable ? true : undefined}
            aria-label={t('reactions.button', {
              emoji: custom ? `:${reaction.name}:` : reaction.name,
              count: reaction.count,
            })}
            title={unavailable ? t('reactions.unavailable') : undefined}
            onClick={(event) => {
              event.stopPropagation();
              toggle(reaction);
            }}
          >
            {custom ? (
              <CustomEmoji
                shortcode={reaction.name}
                url={reaction.url ?? ''}
                staticUrl={reaction.static_url ?? reaction.url ?? ''}
              />
            ) : (
              <span className="status__reaction-native">{reaction.name}</span>
            )}
            <span className="status__reaction-count">{formatNumber(reaction.count, i18n.language)}</span>
          </button>
        );
      })}
      {me !== null && !unavailable && (
        <button
          type="button"
          className="status__reaction status__reaction-add"
          aria-label={t('reactions.add')}
          aria-disabled={full ? true : undefined}
          title={full ? t('reactions.full', { count: support?.maxPerAccount ?? 0 }) : t('reactions.add')}
          onClick={(event) => {
            event.stopPropagation();
            if (!full) setPicking(true);
          }}
        >
          <span aria-hidden="true">+</span>
        </button>
      )}
      {picking && <LazyEmojiPickerDialog statusId={status.id} onClose={() => setPicking(false)} />}
    </div>
  );
}
