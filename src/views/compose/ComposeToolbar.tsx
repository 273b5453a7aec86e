/**
 * The composer's options row, under the text and the media: emoji, poll, content warning, Markdown (when the
 * server has it), then who sees the post (and the circle), who can find it, its language and who can quote it.
 * Every control is its own tab stop, in reading order. "Emoji" opens the emoji picker (downloaded on first use);
 * the emoji picked goes to the composer (`onEmoji`), which puts it in the text.
 */
import { useState } from 'react';
import type { PickerEmoji } from '../../services/emoji/picker-emoji';
import { LazyEmojiPickerDialog } from '../emoji/lazy-emoji-picker';
import { useSelector } from '@xstate/react';
import type { ComposeSnapshot } from '../../machines/compose.machine';
import type { Privacy } from '../../machines/compose-types';
import { useTranslation } from '../../i18n/react';
import { useComposeActor } from './compose-actor-context';
import { CirclePicker } from './CirclePicker';
import { LanguagePicker } from './LanguagePicker';
import { QuotePolicyPicker } from './QuotePolicyPicker';
import { SearchabilityPicker } from './SearchabilityPicker';
import { VisibilityPicker } from './VisibilityPicker';

const selectDraft = (snapshot: ComposeSnapshot) => snapshot.context.draft;
const selectFeatures = (snapshot: ComposeSnapshot) => snapshot.context.features;
const selectAllowed = (snapshot: ComposeSnapshot) => snapshot.context.allowedPrivacy;
const selectMediaCount = (snapshot: ComposeSnapshot) => snapshot.context.media.length;

export interface ComposeToolbarProps {
  accountKey: string;
  /** posting: the options stay readable but do nothing */
  busy: boolean;
  /** after the content warning is switched on: its text field takes focus */
  onSpoilerOn(): void;
  /** the emoji picker is opening (the composer gets ready to insert) */
  onEmojiPicker?(): void;
  /** an emoji was picked: the composer puts it in the text */
  onEmoji(emoji: PickerEmoji): void;
}

export function ComposeToolbar({ accountKey, busy, onSpoilerOn, onEmojiPicker, onEmoji }: ComposeToolbarProps) {
  const { t } = useTranslation();
  const actor = useComposeActor();
  const draft = useSelector(actor, selectDraft);
  const features = useSelector(actor, selectFeatures);
  const allowedPrivacy = useSelector(actor, selectAllowed);
  const mediaCount = useSelector(actor, selectMediaCount);
  /** "Circle" was just chosen in the visibility picker: the circle picker takes focus once it can */
  const [circleChosen, setCircleChosen] = useState(false);
  const [picking, setPicking] = useState(false);

  const pollBlocked = draft.poll === null && (mediaCount > 0 || draft.quoted_status_id !== null);
  const choosePrivacy = (privacy: Privacy) => {
    setCircleChosen(privacy === 'circle');
    actor.send({ type: 'compose.privacy', privacy });
  };

  return (
    <div className="compose-toolbar" role="group" aria-label={t('compose.form.toolbar')}>
      <button
        type="button"
        className="compose-toolbar__button compose-toolbar__button--emoji"
        aria-haspopup="dialog"
        disabled={busy}
        onClick={() => {
          onEmojiPicker?.();
          setPicking(true);
        }}
      >
        {t('compose.emoji.button')}
      </button>
      {picking && <LazyEmojiPickerDialog statusId="" onPick={onEmoji} onClose={() => setPicking(false)} />}
      <button
        type="button"
        className="compose-toolbar__button compose-toolbar__button--poll"
        onClick={() => actor.send({ type: draft.poll === null ? 'compose.poll.add' : 'compose.poll.remove' })}
        disabled={busy || pollBlocked}
      >
        {t(draft.poll === null ? 'compose.poll.add' : 'compose.poll.remove')}
      </button>
      <button
        type="button"
        className="compose-toolbar__button compose-toolbar__button--spoiler"
        aria-pressed={draft.spoiler}
        disabled={busy}
        onClick={() => {
          actor.send({ type: 'compose.spoiler.toggle' });
          if (!draft.spoiler) onSpoilerOn();
        }}
      >
        {t('compose.spoiler.toggle')}
      </button>
      {features.markdown && (
        <button
          type="button"
          className="compose-toolbar__button compose-toolbar__button--markdown"
          aria-pressed={draft.markdown}
          disabled={busy}
          onClick={() => actor.send({ type: 'compose.markdown.toggle' })}
        >
          {t('compose.markdown.toggle')}
        </button>
      )}
      <span className="compose-toolbar__pickers">
        <VisibilityPicker
          features={features}
          allowedPrivacy={allowedPrivacy}
          current={draft.privacy}
          replyLimited={draft.reply_to_limited}
          onChange={choosePrivacy}
          isDisabled={busy}
        />
        {draft.privacy === 'circle' && features.circle && (
          <CirclePicker
            circleId={draft.circle_id}
            onChange={(circleId) => actor.send({ type: 'compose.circle', circleId })}
            isDisabled={busy}
            focusWhenReady={circleChosen}
          />
        )}
        {features.searchability && (
          <SearchabilityPicker
            value={draft.searchability}
            onChange={(searchability) => actor.send({ type: 'compose.searchability', searchability })}
            isDisabled={busy}
          />
        )}
        <LanguagePicker
          value={draft.language}
          onChange={(language) => actor.send({ type: 'compose.language', language })}
          accountKey={accountKey}
          isDisabled={busy}
          look="compose"
          texts={{
            label: t('compose.language.label'),
            search: t('compose.language.search'),
            none: t('compose.language.none'),
          }}
        />
        {features.quote && (
          <QuotePolicyPicker
            value={draft.quote_policy}
            privacy={draft.privacy}
            onChange={(policy) => actor.send({ type: 'compose.quotePolicy', policy })}
            isDisabled={busy}
          />
        )}
      </span>
    </div>
  );
}
