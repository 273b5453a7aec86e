/**
 * The reaction deck (signed in, on a server that keeps one: kmyblue): the reader's own quick-reaction emoji in
 * order, which the emoji picker shows first. Each emoji can move one place up or down (its buttons, or Alt+↑ and
 * Alt+↓ while one of its buttons has the focus) or be removed; Add opens the emoji picker and puts the chosen
 * emoji at the end. Every change shows at once and is saved to the server
 * (services/emoji/reaction-deck-edits.ts: put back with the call's alert if the server refuses), and is
 * announced in the section's status line. The focus stays with a moved emoji, and goes to the next one (else the
 * previous one, else Add) when one is removed.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { useResource } from '../../services/data/use-data';
import { reactionDeckData } from '../../services/emoji/picker-data';
import type { PickerEmoji } from '../../services/emoji/picker-emoji';
import {
  editReactionDeck,
  KMYBLUE_DECK_MAX,
  useReactionDeckSaving,
  type DeckEdit,
} from '../../services/emoji/reaction-deck-edits';
import { useReactionSupport } from '../../services/emoji/reaction-support';
import { useFocusAfterRemoval } from '../account-screens/row-removal';
import { CustomEmoji } from '../common/CustomEmoji';
import { LazyEmojiPickerDialog } from '../emoji/lazy-emoji-picker';
import { SettingsSection } from './SettingsControls';
import './reaction-deck.css';

/** How an emoji is named in labels and announcements: the character, or :shortcode:. */
const named = (emoji: PickerEmoji) => (emoji.kind === 'custom' ? `:${emoji.id}:` : emoji.id);

/** Shown only when the server keeps a reaction deck (and takes reactions). */
export function ReactionDeckSection() {
  const support = useReactionSupport();
  if (support === null || !support.reactions || !support.deck) return null;
  return <ReactionDeckEditor max={support.deckMax ?? KMYBLUE_DECK_MAX} />;
}

type Action = 'up' | 'down' | 'remove';

function ReactionDeckEditor({ max }: { max: number }) {
  const { t } = useTranslation();
  const { api, store, alerts, server } = useAppServices();
  const services = { api, store, alerts, server };
  const { status, value, retry } = useResource(reactionDeckData, true);
  const saving = useReactionDeckSaving(services);
  const [said, setSaid] = useState('');
  const [picking, setPicking] = useState(false);
  const rows = useRef(new Map<string, HTMLLIElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const keysId = useId();
  // after a move, the moved emoji's button takes the focus again once the list is drawn in its new order
  const refocus = useRef<{ id: string; action: Action } | null>(null);

  const deck = value ?? [];
  const ids = deck.map((emoji) => emoji.id);
  // the button `action` of the emoji `id`; Add when there is none
  const focusRow = useCallback((id: string | null, action: Action) => {
    const row = id === null ? undefined : rows.current.get(id);
    (row?.querySelector<HTMLElement>(`[data-action="${action}"]`) ?? addButton.current)?.focus();
  }, []);
  const leaving = useFocusAfterRemoval(
    ids,
    useCallback((next: string | null) => focusRow(next, 'remove'), [focusRow]),
  );
  useEffect(() => {
    const wanted = refocus.current;
    if (wanted === null) return;
    refocus.current = null;
    focusRow(wanted.id, wanted.action);
  }, [value, focusRow]);

  const edit = (change: DeckEdit, emoji: PickerEmoji, action?: Action) => {
    const result = editReactionDeck(services, change, max);
    if ('refused' in result) {
      if (result.refused === 'present') setSaid(t('settings.reactionDeck.present', { emoji: named(emoji) }));
      else if (result.refused === 'full') setSaid(t('settings.reactionDeck.full', { max }));
      return;
    }
    const position = result.deck.findIndex((entry) => entry.id === emoji.id) + 1;
    const count = result.deck.length;
    if (change.kind === 'add') setSaid(t('settings.reactionDeck.added', { emoji: named(emoji) }));
    else if (change.kind === 'remove') {
      leaving(emoji.id);
      setSaid(t('settings.reactionDeck.removed', { emoji: named(emoji) }));
    } else {
      if (action !== undefined) refocus.current = { id: emoji.id, action };
      setSaid(t('settings.reactionDeck.moved', { emoji: named(emoji), position, count }));
    }
    // a refused save is put back and the alert says why: the line no longer tells of it
    void result.saved.then((outcome) => {
      if (!outcome.ok) setSaid('');
    });
  };

  const move = (emoji: PickerEmoji, by: -1 | 1, action: Action) =>
    edit({ kind: 'move', id: emoji.id, by }, emoji, action);
  const onRowKey = (emoji: PickerEmoji, action: Action) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(emoji, event.key === 'ArrowUp' ? -1 : 1, action);
  };

  let body;
  if (status.kind === 'failed') {
    body = (
      <div className="settings-status settings-status--failed" role="status">
        <p>{t('settings.reactionDeck.failed')}</p>
        <button type="button" className="settings-button" onClick={retry}>
          {t('settings.reactionDeck.retry')}
        </button>
      </div>
    );
  } else if (value === null) {
    body = (
      <p className="settings-status" role="status">
        {t('settings.reactionDeck.loading')}
      </p>
    );
  } else {
    const full = deck.length >= max;
    body = (
      <>
        {deck.length === 0 ? (
          <p className="settings-remembered">{t('settings.reactionDeck.empty')}</p>
        ) : (
          <ol
            className="reaction-deck"
            aria-label={t('settings.reactionDeck.list')}
            aria-describedby={deck.length > 1 ? keysId : undefined}
            aria-busy={saving || undefined}
          >
            {deck.map((emoji, index) => {
              const name = named(emoji);
              const first = index === 0;
              const last = index === deck.length - 1;
              return (
                <li
                  key={emoji.id}
                  className="reaction-deck__row"
                  data-deck-id={emoji.id}
                  ref={(row) => {
                    if (row === null) rows.current.delete(emoji.id);
                    else rows.current.set(emoji.id, row);
                  }}
                >
                  <span className="reaction-deck__emoji">
                    {emoji.kind === 'custom' && emoji.url !== undefined ? (
                      <CustomEmoji shortcode={emoji.id} url={emoji.url} staticUrl={emoji.staticUrl ?? emoji.url} />
                    ) : (
                      emoji.id
                    )}
                  </span>
                  <span className="reaction-deck__buttons">
                    <button
                      type="button"
                      className="reaction-deck__button"
                      data-action="up"
                      aria-label={t('settings.reactionDeck.moveUp', { emoji: name })}
                      aria-disabled={first || undefined}
                      onClick={() => move(emoji, -1, 'up')}
                      onKeyDown={onRowKey(emoji, 'up')}
                    >
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      type="button"
                      className="reaction-deck__button"
                      data-action="down"
                      aria-label={t('settings.reactionDeck.moveDown', { emoji: name })}
                      aria-disabled={last || undefined}
                      onClick={() => move(emoji, 1, 'down')}
                      onKeyDown={onRowKey(emoji, 'down')}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                    <button
                      type="button"
                      className="reaction-deck__button"
                      data-action="remove"
                      aria-label={t('settings.reactionDeck.remove', { emoji: name })}
                      onClick={() => edit({ kind: 'remove', id: emoji.id }, emoji)}
                      onKeyDown={onRowKey(emoji, 'remove')}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  </span>
                </li>
              );
            })}
          </ol>
        )}
        {deck.length > 1 && (
          <p id={keysId} className="settings-field__hint">
            {t('settings.reactionDeck.keys')}
          </p>
        )}
        <p className="settings-field__hint">
          {full
            ? t('settings.reactionDeck.full', { max })
            : t('settings.reactionDeck.size', { count: deck.length, max })}
        </p>
        <button
          ref={addButton}
          type="button"
          className="settings-button"
          data-setting="reaction-deck-add"
          aria-disabled={full || undefined}
          onClick={() => {
            if (full) setSaid(t('settings.reactionDeck.full', { max }));
            else setPicking(true);
          }}
        >
          {t('settings.reactionDeck.add')}
        </button>
        {picking && (
          <LazyEmojiPickerDialog
            statusId=""
            onPick={(emoji) => edit({ kind: 'add', emoji }, emoji)}
            onClose={() => setPicking(false)}
          />
        )}
      </>
    );
  }

  return (
    <SettingsSection heading={t('settings.reactionDeck.heading')}>
      <p className="settings-field__hint">{t('settings.reactionDeck.hint')}</p>
      {body}
      <p className="settings-status" role="status">
        {said}
      </p>
    </SettingsSection>
  );
}
