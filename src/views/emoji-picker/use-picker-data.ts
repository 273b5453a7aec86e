/**
 * What the picker shows, loaded when it opens: the reader's reaction deck (signed in, when the server keeps
 * one), the server's custom emoji and the Unicode emoji of the reader's language. Each part arrives on its
 * own; a part that fails is left out (the others still show).
 */
import { useEffect, useState } from 'react';
import { useAppServices } from '../../services/app-services/app-services';
import { useTranslation } from '../../i18n/react';
import type { PickerEmoji } from '../../services/emoji/picker-emoji';
import type { ReactionSupport } from '../../services/emoji/reaction-support';
import { fetchCustomEmojis, fetchReactionDeck, groupCustomEmojis, type CustomEmojiCategory } from '../../services/emoji/server-emoji';
import { loadUnicodeEmojis, type UnicodeEmojiGroup } from '../../services/emoji/unicode-emoji';

/** A part: undefined while loading, null when it failed or does not apply. */
export interface PickerData {
  deck: PickerEmoji[] | null | undefined;
  custom: CustomEmojiCategory[] | null | undefined;
  unicode: UnicodeEmojiGroup[] | null | undefined;
}

function useLoaded<T>(load: (() => Promise<T>) | null, key: unknown): T | null | undefined {
  const [value, setValue] = useState<{ key: unknown; value: T | null } | null>(null);
  useEffect(() => {
    if (load === null) return;
    let live = true;
    load().then(
      (result) => { if (live) setValue({ key, value: result }); },
      () => { if (live) setValue({ key, value: null }); },
    );
    return () => {
      live = false;
    };
    // load is made anew each render; `key` names what it loads
  }, [key]);
  if (load === null) return null;
  return value === null || value.key !== key ? undefined : value.value;
}

export function usePickerData(support: ReactionSupport | null): PickerData {
  const { api, store, me } = useAppServices();
  const { i18n } = useTranslation();
  const deckWanted = me !== null && support !== null && support.deck;
  const deck = useLoaded(deckWanted ? () => fetchReactionDeck(api) : null, deckWanted ? api : null);
  const custom = useLoaded(() => fetchCustomEmojis(api, store).then(groupCustomEmojis), api);
  const unicode = useLoaded(() => loadUnicodeEmojis(i18n.language), i18n.language);
  return { deck: support === null && me !== null ? undefined : deck, custom, unicode };
}
