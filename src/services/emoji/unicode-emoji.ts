/**
 * Unicode emoji for the picker from emojibase-data, in the reader's language (names and search tags), loaded
 * with a dynamic import the first time the picker opens. Skin tone 1 (the default) is the plain emoji; tones 2 to 6
 * take the variant with the matching modifier (light to dark).
 */
import type { CompactEmoji } from 'emojibase';
import { nativePickerEmoji, type PickerEmoji } from './picker-emoji';

export const DEFAULT_SKIN_TONE = 1;

/** emojibase group numbers in picker order; 2 (skin tone components) is left out */
export const UNICODE_GROUPS = [
  'smileys-emotion',
  'people-body',
  'component',
  'animals-nature',
  'food-drink',
  'travel-places',
  'activities',
  'objects',
  'symbols',
  'flags',
] as const;
export type UnicodeGroup = (typeof UNICODE_GROUPS)[number];

export interface UnicodeEmojiGroup {
  group: UnicodeGroup;
  emojis: PickerEmoji[];
}

const LOADERS: Record<'en' | 'ja', () => Promise<{ default: CompactEmoji[] }>> = {
  en: () => import('emojibase-data/en/compact.json'),
  ja: () => import('emojibase-data/ja/compact.json'),
};

/** The skin modifier's hexcode of tone 2..6 (1F3FB..1F3FF). */
function modifierOf(tone: number): string {
  return (0x1f3fb + tone - 2).toString(16).toUpperCase();
}

/** The emoji in skin tone `tone` (1: as it is). */
export function withSkinTone(emoji: CompactEmoji, tone: number): CompactEmoji {
  if (tone <= 1 || tone > 6 || emoji.skins === undefined) return emoji;
  const modifier = modifierOf(tone);
  const others = [2, 3, 4, 5, 6].filter((t) => t !== tone).map(modifierOf);
  return (
    emoji.skins.find((skin) => skin.hexcode.includes(modifier) && !others.some((m) => skin.hexcode.includes(m))) ??
    emoji
  );
}

/** Grouped picker entries, in emojibase order, without components and ungrouped (regional indicator) entries. */
export function groupUnicodeEmojis(data: readonly CompactEmoji[], tone = DEFAULT_SKIN_TONE): UnicodeEmojiGroup[] {
  const groups = new Map<UnicodeGroup, { order: number; emoji: PickerEmoji }[]>();
  for (const entry of data) {
    if (entry.group === undefined || entry.group === 2) continue;
    const group = UNICODE_GROUPS[entry.group];
    if (group === undefined) continue;
    const shown = withSkinTone(entry, tone);
    let list = groups.get(group);
    if (list === undefined) groups.set(group, (list = []));
    list.push({
      order: entry.order ?? Number.MAX_SAFE_INTEGER,
      emoji: nativePickerEmoji(shown.unicode, entry.label, entry.tags ?? []),
    });
  }
  return UNICODE_GROUPS.filter((group) => groups.has(group)).map((group) => ({
    group,
    emojis: groups
      .get(group)!
      .sort((a, b) => a.order - b.order)
      .map(({ emoji }) => emoji),
  }));
}

const loaded = new Map<string, Promise<CompactEmoji[]>>();

/** The emojibase data of the reader's language (Japanese for `ja`, English otherwise). */
export function loadUnicodeData(language: string): Promise<CompactEmoji[]> {
  const key = language === 'ja' ? 'ja' : 'en';
  let pending = loaded.get(key);
  if (pending === undefined) {
    pending = LOADERS[key]().then((module) => module.default);
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

export async function loadUnicodeEmojis(language: string, tone = DEFAULT_SKIN_TONE): Promise<UnicodeEmojiGroup[]> {
  return groupUnicodeEmojis(await loadUnicodeData(language), tone);
}
