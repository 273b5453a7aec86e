/**
 * The emoji picker: a modal dialog with a search field and, in this order, the reader's reaction
 * deck, their frequently used emoji, the server's custom emoji by category and the Unicode emoji by group.
 * Picking an emoji reacts to the post with it (statusActions.run 'react'), counts it as used, and closes.
 * `onPick` replaces the reaction (compose uses the picker to insert emoji). Loaded on first use only.
 */
import { useDeferredValue, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useAppServices } from '../../services/app-services/app-services';
import { useTranslation } from '../../i18n/react';
import { browserStorage, createFrequencyStore, frequencyKey } from '../../services/emoji/emoji-frequency';
import { searchEmoji } from '../../services/emoji/emoji-search';
import { nativePickerEmoji, type EmojiSection, type PickerEmoji } from '../../services/emoji/picker-emoji';
import { useReactionSupport } from '../../services/emoji/reaction-support';
import { EmojiGrid } from './EmojiGrid';
import { DialogFrame } from '../common/dialog/DialogFrame';
import { usePickerData, type PickerData } from './use-picker-data';
import './emoji-picker.css';

export interface EmojiPickerDialogProps {
  statusId: string;
  onClose(): void;
  /** when given, a pick is handed here instead of reacting to the post */
  onPick?(emoji: PickerEmoji): void;
}

type T = ReturnType<typeof useTranslation>['t'];

/** The frequently used ids as picker entries (custom ones only when the server still has them). */
function frequentEmojis(ids: readonly string[], data: PickerData): PickerEmoji[] {
  const known = new Map<string, PickerEmoji>();
  for (const list of [
    ...(data.unicode ?? []).map((g) => g.emojis),
    ...(data.custom ?? []).map((c) => c.emojis),
    data.deck ?? [],
  ]) {
    for (const emoji of list) known.set(emoji.id, emoji);
  }
  return ids.flatMap((id) => {
    const emoji = known.get(id);
    if (emoji !== undefined) return [emoji];
    // a native character shows before the Unicode data has arrived; an unknown shortcode does not
    return /^[\p{L}\p{N}_]+$/u.test(id) ? [] : [nativePickerEmoji(id)];
  });
}

function browseSections(t: T, data: PickerData, frequent: PickerEmoji[]): EmojiSection[] {
  const sections: EmojiSection[] = [];
  if (data.deck) sections.push({ key: 'deck', title: t('emojiPicker.sections.deck'), emojis: data.deck });
  sections.push({ key: 'frequent', title: t('emojiPicker.sections.frequent'), emojis: frequent });
  for (const { category, emojis } of data.custom ?? []) {
    const title =
      category === null ? t('emojiPicker.sections.custom') : t('emojiPicker.sections.customCategory', { category });
    sections.push({ key: `custom:${category ?? ''}`, title, emojis });
  }
  for (const { group, emojis } of data.unicode ?? []) {
    sections.push({ key: `unicode:${group}`, title: t(`emojiPicker.groups.${group}`), emojis });
  }
  return sections.filter((section) => section.emojis.length > 0);
}

function allLists(data: PickerData, frequent: PickerEmoji[]): PickerEmoji[][] {
  return [
    data.deck ?? [],
    frequent,
    ...(data.custom ?? []).map((c) => c.emojis),
    ...(data.unicode ?? []).map((g) => g.emojis),
  ];
}

export function EmojiPickerDialog({ statusId, onClose, onPick }: EmojiPickerDialogProps) {
  const { t } = useTranslation();
  const { server, me, store, statusActions, promptSignIn } = useAppServices();
  const support = useReactionSupport();
  const data = usePickerData(support);
  const [query, setQuery] = useState('');
  const focusGrid = useRef<(() => void) | null>(null);
  const body = useRef<HTMLDivElement>(null);
  // the picker opens to search: its field takes the focus
  const searchField = useRef<HTMLInputElement>(null);
  const frequency = useMemo(() => createFrequencyStore(browserStorage(), frequencyKey(server, me ?? '')), [server, me]);
  const [frequentIds] = useState(() => frequency.top());

  const frequent = frequentEmojis(frequentIds, data);
  const search = (text: string) => (text.trim() === '' ? null : searchEmoji(allLists(data, frequent), text));
  const results = search(query);
  // the grid follows the search a moment later (a render React may interrupt), so typing stays quick
  const gridQuery = useDeferredValue(query);
  const gridResults = gridQuery === query ? results : search(gridQuery);
  const sections =
    gridResults === null
      ? browseSections(t, data, frequent)
      : [{ key: 'results', title: t('emojiPicker.sections.results'), emojis: gridResults }];
  const loading = data.deck === undefined || data.custom === undefined || data.unicode === undefined;
  const unsupported = onPick === undefined && support !== null && !support.reactions;

  const pick = (emoji: PickerEmoji) => {
    if (onPick !== undefined) {
      frequency.record(emoji.id);
      onPick(emoji);
      onClose();
      return;
    }
    if (me === null) {
      promptSignIn({ type: 'react', statusId, statusUri: store.get('statuses', statusId)?.uri ?? '' });
      onClose();
      return;
    }
    frequency.record(emoji.id);
    void statusActions.run({ type: 'react', statusId, emoji: emoji.id });
    onClose();
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusGrid.current?.();
    } else if (event.key === 'Enter' && results !== null && results[0] !== undefined) {
      event.preventDefault();
      pick(results[0]);
    }
  };

  return (
    <DialogFrame
      title={t('emojiPicker.title')}
      closeLabel={t('emojiPicker.close')}
      onClose={onClose}
      className="emoji-picker"
      initialFocus={searchField}
    >
      {unsupported ? (
        <p className="emoji-picker__note">{t('emojiPicker.unsupported')}</p>
      ) : (
        <>
          <input
            ref={searchField}
            type="search"
            className="emoji-picker__search"
            aria-label={t('emojiPicker.search')}
            placeholder={t('emojiPicker.search')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onSearchKeyDown}
          />
          <p className="visually-hidden" role="status" aria-live="polite">
            {results === null ? '' : t('emojiPicker.resultCount', { count: results.length })}
          </p>
          {results !== null && results.length === 0 && !loading && (
            <p className="emoji-picker__note">{t('emojiPicker.noResults', { query: query.trim() })}</p>
          )}
          <div ref={body} className="emoji-picker__body" aria-busy={loading}>
            <EmojiGrid
              sections={sections}
              label={t('emojiPicker.title')}
              onPick={pick}
              focusRef={focusGrid}
              scrollRef={body}
            />
            {loading && (
              <p className="emoji-picker__note" role="status">
                {t('emojiPicker.loading')}
              </p>
            )}
          </div>
        </>
      )}
    </DialogFrame>
  );
}

export default EmojiPickerDialog;
