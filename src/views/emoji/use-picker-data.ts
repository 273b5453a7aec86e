/**
 * What the picker shows, loaded when it opens: the reader's reaction deck (signed in, when the server keeps
 * one), the server's custom emoji and the Unicode emoji of the reader's language in their skin tone
 * (a local data file): the data layer's resources of src/services/emoji/picker-data.ts. Each part arrives on its own; a part that
 * fails is left out (the others still show).
 */
import { useState } from 'react';
import { useAppServices } from '../../services/app-services/app-services';
import { readSkinTone } from '../../services/compose/skin-tone';
import { useResource, type ResourceView } from '../../services/data/use-data';
import { useTranslation } from '../../i18n/react';
import { customEmojiData, reactionDeckData, unicodeEmojiData } from '../../services/emoji/picker-data';
import type { PickerEmoji } from '../../services/emoji/picker-emoji';
import type { ReactionSupport } from '../../services/emoji/reaction-support';
import type { CustomEmojiCategory } from '../../services/emoji/server-emoji';
import type { UnicodeEmojiGroup } from '../../services/emoji/unicode-emoji';

/** A part: undefined while loading, null when it failed or does not apply. */
export interface PickerData {
  deck: PickerEmoji[] | null | undefined;
  custom: CustomEmojiCategory[] | null | undefined;
  unicode: UnicodeEmojiGroup[] | null | undefined;
}

/** A part: undefined while its first answer is on its way, null when it failed. */
function partOf<T>({ status }: ResourceView<T | null>): T | null | undefined {
  switch (status.kind) {
    case 'failed':
    case 'gone':
      return null;
    case 'ready':
      return status.value;
    case 'loading':
      return undefined;
  }
}

export function usePickerData(support: ReactionSupport | null): PickerData {
  const { me } = useAppServices();
  const { i18n } = useTranslation();
  const deckWanted = me !== null && support !== null && support.deck;
  const deck = partOf(useResource(reactionDeckData, deckWanted));
  const custom = partOf(useResource(customEmojiData, null));
  // the skin tone as the settings left it when the picker opened
  const [tone] = useState(() => readSkinTone());
  const unicode = partOf(useResource(unicodeEmojiData, { language: i18n.language, tone }));
  return { deck: support === null && me !== null ? undefined : deck, custom, unicode };
}
