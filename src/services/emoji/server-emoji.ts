/**
 * The server's emoji for the picker: the reader's reaction deck (GET v1/reaction_deck, kmyblue) and the
 * server's custom emoji (GET v1/custom_emojis, stored in the entity store's customEmojis table and grouped
 * by category). Custom emoji are fetched once per account (what was fetched is a part of its scope); the deck every
 * time the picker opens (it may change on another device).
 */
import type { Api } from '../api';
import type { CustomEmoji } from '../../domain/entities';
import { asHttpUrl } from '../../domain/entities/urls';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';
import { importCustomEmojis } from '../store/record-importers';
import { customPickerEmoji, nativePickerEmoji, type PickerEmoji } from './picker-emoji';

/** Deck entries: a native character, or a custom emoji (its shortcode plus images). */
export function deckEmojis(raw: unknown): PickerEmoji[] {
  if (!Array.isArray(raw)) return [];
  const out: PickerEmoji[] = [];
  const seen = new Set<string>();
  for (const item of raw as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const entry = item as Record<string, unknown>;
    const name = typeof entry.name === 'string' ? entry.name.replace(/^:|:$/g, '') : '';
    if (name === '' || seen.has(name)) continue;
    const url = asHttpUrl(entry.url);
    const staticUrl = asHttpUrl(entry.static_url) ?? url;
    if (url !== null && staticUrl !== null) out.push(customPickerEmoji(name, url, staticUrl));
    else if (entry.url == null) out.push(nativePickerEmoji(name));
    else continue;
    seen.add(name);
  }
  return out;
}

export function fetchReactionDeck(api: Api): Promise<PickerEmoji[]> {
  return Promise.resolve()
    .then(() => api.emoji.reactionDeck())
    .then(deckEmojis);
}

export interface CustomEmojiCategory {
  /** the server's category name; null for emoji without one */
  category: string | null;
  emojis: PickerEmoji[];
}

/** Emoji shown in the picker, grouped by category in the server's order (uncategorised first). */
export function groupCustomEmojis(emojis: readonly CustomEmoji[]): CustomEmojiCategory[] {
  const groups = new Map<string | null, PickerEmoji[]>([[null, []]]);
  for (const emoji of emojis) {
    if (!emoji.visible_in_picker) continue;
    let group = groups.get(emoji.category);
    if (group === undefined) groups.set(emoji.category, (group = []));
    group.push(customPickerEmoji(emoji.shortcode, emoji.url, emoji.static_url, emoji.aliases));
  }
  return [...groups].filter(([, list]) => list.length > 0).map(([category, list]) => ({ category, emojis: list }));
}

/** The account's fetch of its server's custom emoji (null: not fetched yet, or the last fetch failed). */
interface CustomEmojiFetch {
  pending: Promise<string[]> | null;
}

/** The shortcodes of the server's custom emoji, fetched once for the account. */
export const CUSTOM_EMOJI_FETCH = definePart<CustomEmojiFetch>('custom-emoji');

/** The server's custom emoji, stored in `store` (fetched once per account; a failure is retried next time). */
export function fetchCustomEmojis(api: Api, store: EntityStore): Promise<CustomEmoji[]> {
  const fetched = store.scope.use(CUSTOM_EMOJI_FETCH, (): CustomEmojiFetch => ({ pending: null }));
  if (fetched.pending === null) {
    const pending = Promise.resolve()
      .then(() => api.emoji.custom())
      .then((raw) => importCustomEmojis(store, raw));
    fetched.pending = pending;
    pending.catch(() => {
      if (fetched.pending === pending) fetched.pending = null;
    });
  }
  return fetched.pending.then((shortcodes) =>
    shortcodes
      .map((code) => store.get('customEmojis', code))
      .filter((emoji): emoji is CustomEmoji => emoji !== undefined),
  );
}
