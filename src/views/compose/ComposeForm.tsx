/**
 * The composer: the account's compose actor rendered as a form. From top to bottom: a refusal
 * (its text, dismissable), what the draft answers, quotes or edits, the content warning text, the post text,
 * the poll, the media (ComposeMedia), the options row and the submit bar. Every control sends a ComposeEvent;
 * the machine holds every rule. The page and the deck column render the same form (`variant` sets its density).
 * The text box takes the focus when the page opens and whenever the area takes up an intent (a Reply pressed in
 * the deck lands in it). Escape anywhere in the form, like Cancel reply, closes a reply: the draft is cleared when
 * it is still only what the reply wrote (its mentions), else only the reply goes and the reader's text stays
 * (services/compose/reply-untouched.ts); the focus then goes back to where the reply was started, or to the text
 * box when that is unknown.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useAppServices } from '../../services/app-services/app-services';
import { useTranslation } from '../../i18n/react';
import type { ComposeSnapshot } from '../../machines/compose.machine';
import { accountKey as accountKeyOf } from '../../services/auth/account-profile';
import { draftHasContent } from '../../machines/draft-content';
import { replyUntouched } from '../../services/compose/reply-untouched';
import { createSkinToner, insertEmoji } from '../../services/compose/emoji-insertion';
import { readSkinTone } from '../../services/compose/skin-tone';
import type { PickerEmoji } from '../../services/emoji/picker-emoji';
import { useComposeActor } from './compose-actor-context';
import { ComposeMedia } from './media/ComposeMedia';
import { useMediaDrop } from './media/use-file-drop';
import { ComposeText, CharacterCounter } from './ComposeText';
import { ComposeToolbar } from './ComposeToolbar';
import { PollEditor } from './PollEditor';
import { RefusalMessage } from './RefusalMessage';
import { ReplyIndicator } from './ReplyIndicator';
import { SpoilerField } from './SpoilerField';
import { SubmitBar, type ComposePhase } from './SubmitBar';
import { textLength } from './text-length';
import './compose.css';

export interface ComposeFormProps {
  variant: 'page' | 'column';
  /** grows when the area takes up an intent: the text box takes the focus */
  focusKey?: number;
  /** a reply was closed: true when the focus went back where it was started */
  onReplyClosed?(statusId: string): boolean;
}

export function composePhase(snapshot: ComposeSnapshot): ComposePhase {
  if (snapshot.matches('submitting')) return 'submitting';
  if (snapshot.matches('waitingForMedia')) return 'waitingForMedia';
  if (snapshot.matches('failed')) return 'failed';
  return 'editing';
}

const selectDraft = (snapshot: ComposeSnapshot) => snapshot.context.draft;
const selectLimits = (snapshot: ComposeSnapshot) => snapshot.context.limits;
const selectRefusal = (snapshot: ComposeSnapshot) => snapshot.context.refusal;
const selectError = (snapshot: ComposeSnapshot) => snapshot.context.error;
const selectMediaCount = (snapshot: ComposeSnapshot) => snapshot.context.media.length;
const selectHasContent = (snapshot: ComposeSnapshot) => draftHasContent(snapshot.context);

/** Characters left: the text and the content warning count together, the server's way (text-length.ts). */
export function charactersLeft(
  draft: { text: string; spoiler: boolean; spoiler_text: string },
  maxCharacters: number,
): number {
  return maxCharacters - textLength(draft.text) - (draft.spoiler ? textLength(draft.spoiler_text) : 0);
}

export function ComposeForm({ variant, focusKey = 0, onReplyClosed }: ComposeFormProps) {
  const { t, i18n } = useTranslation();
  const actor = useComposeActor();
  const drop = useMediaDrop();
  const { server, me } = useAppServices();
  const accountKey = accountKeyOf(server, me ?? '');
  const draft = useSelector(actor, selectDraft);
  const limits = useSelector(actor, selectLimits);
  const refusal = useSelector(actor, selectRefusal);
  const error = useSelector(actor, selectError);
  const mediaCount = useSelector(actor, selectMediaCount);
  const hasContent = useSelector(actor, selectHasContent);
  const phase = useSelector(actor, composePhase);
  const counterId = useId();
  const textArea = useRef<HTMLTextAreaElement>(null);
  const spoilerInput = useRef<HTMLInputElement>(null);
  const focusSpoiler = useRef(false);
  const toner = useMemo(() => createSkinToner(i18n.language), [i18n.language]);
  /** an emoji went into the text: the text area takes the focus back with the caret after it */
  const [caretAfterEmoji, setCaretAfterEmoji] = useState<{ at: number } | null>(null);

  const busy = phase === 'submitting' || phase === 'waitingForMedia';
  const editing = draft.id !== null;
  const remaining = charactersLeft(draft, limits.maxCharacters);
  const canSubmit =
    (draft.text.trim() !== '' || mediaCount > 0) &&
    remaining >= 0 &&
    draft.privacy !== 'banned' &&
    !(draft.privacy === 'circle' && draft.circle_id === null);

  // the content warning was switched on: its text field takes focus once it is there
  useEffect(() => {
    if (!draft.spoiler || !focusSpoiler.current) return;
    focusSpoiler.current = false;
    spoilerInput.current?.focus();
  }, [draft.spoiler]);

  // in the commit that closes the picker: the dialog would otherwise give the focus back to its button
  useLayoutEffect(() => {
    const area = textArea.current;
    if (caretAfterEmoji === null || area === null) return;
    area.focus();
    area.setSelectionRange(caretAfterEmoji.at, caretAfterEmoji.at);
  }, [caretAfterEmoji]);

  const putEmoji = (emoji: PickerEmoji) => {
    const area = textArea.current;
    const text = area?.value ?? draft.text;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? start;
    const shown = emoji.kind === 'native' ? toner.toned(emoji.id, readSkinTone()) : emoji.id;
    const next = insertEmoji(text, start, end, emoji, shown);
    actor.send({ type: 'compose.text', text: next.text });
    setCaretAfterEmoji({ at: next.caret });
  };

  const submit = useCallback(() => {
    if (busy || !canSubmit) return;
    actor.send({ type: 'compose.submit' });
  }, [actor, busy, canSubmit]);

  // the compose page opens ready to type (a reply's mentions arrive after, and the caret stays at the end)
  useEffect(() => {
    if (variant !== 'page') return;
    const area = textArea.current;
    area?.focus();
    area?.setSelectionRange(area.value.length, area.value.length);
  }, [variant]);

  // an intent was taken up (a reply, a mention...): the reader is here to write
  useEffect(() => {
    if (focusKey === 0) return;
    const area = textArea.current;
    area?.focus();
    area?.setSelectionRange(area.value.length, area.value.length);
  }, [focusKey]);

  const cancelAll = () => {
    actor.send({ type: 'compose.cancel' });
    textArea.current?.focus();
  };

  const closeReply = () => {
    const { context } = actor.getSnapshot();
    const replied = context.draft.in_reply_to;
    if (replied === null) return;
    actor.send(replyUntouched(context) ? { type: 'compose.cancel' } : { type: 'compose.reply.cancel' });
    if (!(onReplyClosed?.(replied) ?? false)) textArea.current?.focus();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the form catches Ctrl/Cmd+Enter bubbling from its text fields (content warning, poll options) to post; the form itself never takes focus or keys
    <form
      {...drop.dropProps}
      className={`compose-form compose-form--${variant}${drop.isDragging ? ' compose-form--dragging' : ''}`}
      aria-label={t('compose.form.label')}
      aria-busy={busy}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onKeyDown={(event) => {
        // Escape closes a reply (a list, a popup or a dialog inside handles its own Escape first)
        if (event.key === 'Escape' && !event.defaultPrevented && !event.nativeEvent.isComposing) {
          if (draft.in_reply_to === null || busy) return;
          event.preventDefault();
          closeReply();
          return;
        }
        // Ctrl/Cmd+Enter posts from the other text fields too (the post text handles its own)
        if (event.defaultPrevented || event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
        if (
          !(event.target instanceof HTMLInputElement) ||
          event.target.type !== 'text' ||
          event.nativeEvent.isComposing
        )
          return;
        event.preventDefault();
        submit();
      }}
    >
      {refusal !== null && (
        <RefusalMessage
          refusal={refusal}
          onDismiss={() => {
            actor.send({ type: 'compose.refusal.dismiss' });
            textArea.current?.focus();
          }}
        />
      )}
      {editing && draft.id !== null && (
        <ReplyIndicator kind="edit" statusId={draft.id} onCancel={cancelAll} isDisabled={busy} />
      )}
      {draft.in_reply_to !== null && (
        <ReplyIndicator kind="reply" statusId={draft.in_reply_to} onCancel={closeReply} isDisabled={busy} />
      )}
      {draft.quoted_status_id !== null && (
        <ReplyIndicator
          kind="quote"
          statusId={draft.quoted_status_id}
          onCancel={() => {
            actor.send({ type: 'compose.quote.remove' });
            textArea.current?.focus();
          }}
          isDisabled={busy}
        />
      )}
      {draft.spoiler && (
        <SpoilerField
          ref={spoilerInput}
          value={draft.spoiler_text}
          onChange={(text) => actor.send({ type: 'compose.spoilerText', text })}
          isDisabled={busy}
        />
      )}
      <ComposeText
        ref={textArea}
        value={draft.text}
        onChange={(text) => actor.send({ type: 'compose.text', text })}
        onSubmit={submit}
        accountKey={accountKey}
        counterId={counterId}
        isDisabled={busy}
        lang={draft.language}
      />
      {draft.poll !== null && (
        <PollEditor
          poll={draft.poll}
          maxCharactersPerOption={limits.pollMaxCharactersPerOption}
          onOption={(index, title) => actor.send({ type: 'compose.poll.option', index, title })}
          onExpiry={(seconds) => actor.send({ type: 'compose.poll.expiry', seconds })}
          onMultiple={(multiple) => actor.send({ type: 'compose.poll.multiple', multiple })}
          isDisabled={busy}
        />
      )}
      <ComposeMedia />
      <ComposeToolbar
        accountKey={accountKey}
        busy={busy}
        onSpoilerOn={() => {
          focusSpoiler.current = true;
        }}
        onEmojiPicker={() => toner.prepare()}
        onEmoji={putEmoji}
      />
      <SubmitBar
        phase={phase}
        editing={editing}
        canSubmit={canSubmit}
        hasContent={hasContent}
        error={error}
        onRetry={() => actor.send({ type: 'compose.retry' })}
        onClear={cancelAll}
        counter={<CharacterCounter id={counterId} remaining={remaining} />}
      />
      {drop.overlay}
    </form>
  );
}
