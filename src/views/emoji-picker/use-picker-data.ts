/**
 * What the picker shows, loaded when it opens: the reader's reaction deck (signed in, when the server keeps
 * one) and the server's custom emoji (the data layer's resources, src/services/emoji/picker-data.ts), and
 * the Unicode emoji of the reader's language (a local data file). Each part arrives on its own; a part that
 * fails is left out (the others still show).
 */
import { useEffect, useState } from 'react';
import { useAppServices } from '../../services/app-services/app-services';
import { useResource, type ResourceView } from '../../services/data/use-data';
import { useTranslation } from '../../i18n/react';
import { customEmojiData, reactionDeckData } from '../../services/emoji/picker-data';
import type { PickerEmoji } from '../../services/emoji/picker-emoji';
import type { ReactionSupport } from '../../services/emoji/reaction-support';
import type { CustomEmojiCategory } from '../../services/emoji/server-emoji';
import { loadUnicodeEmojis, type UnicodeEmojiGroup } from '../../services/emoji/unicode-emoji';

/** A part: undefined while loading, null when it failed or does not apply. */
export interface PickerData {
  deck: PickerEmoji[] | null | undefined;
  custom: CustomEmojiCategory[] | null | undefined;
  unicode: UnicodeEmojiGroup[] | null | undefined;
}

/** The Unicode emoji of `language` (a data file downloaded on first use); null when it could not be read. */
function useUnicodeEmojis(language: string): UnicodeEmojiGroup[] | null | undefined {
  const [loaded, setLoaded] = useState<{ language: string; groups: UnicodeEmojiGroup[] | null } | null>(null);
  useEffect(() => {
    let live = true;
    loadUnicodeEmojis(language).then(
      (groups) => {
        if (live) setLoaded({ language, groups });
      },
      () => {
        if (live) setLoaded({ language, groups: null });
      },
    );
    return () => {
      live = false;
    };
  }, [language]);
  return loaded === null || loaded.language !== language ? undefined : loaded.groups;
}

/** A part from the server: undefined while its first answer is on its way, null when it failed. */
function partOf<T>({ snapshot, value }: ResourceView<T | null>): T | null | undefined {
  if (snapshot.hasTag('failed') || snapshot.hasTag('gone')) return null;
  return snapshot.hasTag('value') ? value : undefined;
}

export function usePickerData(support: ReactionSupport | null): PickerData {
  const { me } = useAppServices();
  const { i18n } = useTranslation();
  const deckWanted = me !== null && support !== null && support.deck;
  const deck = partOf(useResource(reactionDeckData, deckWanted));
  const custom = partOf(useResource(customEmojiData, null));
  const unicode = useUnicodeEmojis(i18n.language);
  return { deck: support === null && me !== null ? undefined : deck, custom, unicode };
}
