/**
 * Emoji suggestions (5 shown): the server's custom emoji (those shown in the picker) and the Unicode emoji, searched
 * together. A ':' token is a shortcode being typed, so shortcodes rank first: a shortcode equal to the query, then
 * starting with it, then a name or tag word equal to it, then starting with it, then a shortcode containing it; custom
 * emoji first among equals. Unicode emoji come from emojibase-data, loaded on the first ':' token: names and tags of
 * the reader's language plus the iamcal shortcodes (':+1:', ':thumbsup:'), and are offered in the reader's skin tone.
 */
import type { CompactEmoji, ShortcodesDataset } from 'emojibase';
import type { Api } from '../api';
import type { EntityStore } from '../store';
import type { Suggestion } from '../../machines/suggestions-types';
import { SUGGESTION_LIMITS } from '../../machines/suggestions-types';
import { fetchCustomEmojis } from '../emoji/server-emoji';
import { loadUnicodeData, withSkinTone } from '../emoji/unicode-emoji';

type EmojiSuggestion = Extract<Suggestion, { kind: 'emoji' }>;

/** One searchable emoji: its shortcodes (lower-case), its name and tag words, and what to suggest. */
export interface SearchableEmoji {
  shortcodes: readonly string[];
  words: readonly string[];
  suggestion: EmojiSuggestion;
}

const asList = (codes: string | string[] | undefined): string[] =>
  codes === undefined ? [] : Array.isArray(codes) ? codes : [codes];

/** Searchable Unicode emoji in skin tone `tone` (components and ungrouped entries left out). */
export function nativeEntries(
  data: readonly CompactEmoji[],
  shortcodes: ShortcodesDataset,
  tone: number,
): SearchableEmoji[] {
  const out: SearchableEmoji[] = [];
  for (const entry of data) {
    if (entry.group === undefined || entry.group === 2) continue;
    const codes = asList(shortcodes[entry.hexcode]);
    out.push({
      shortcodes: codes.map((code) => code.toLowerCase()),
      words: [entry.label, ...(entry.tags ?? [])].map((word) => word.toLowerCase()),
      suggestion: {
        kind: 'emoji',
        shortcode: codes[0] ?? null,
        native: withSkinTone(entry, tone).unicode,
        url: null,
        staticUrl: null,
      },
    });
  }
  return out;
}

/** 0..4 as described above (lower is better); null: no match. */
export function emojiRank(emoji: SearchableEmoji, query: string): number | null {
  if (emoji.shortcodes.includes(query)) return 0;
  if (emoji.shortcodes.some((code) => code.startsWith(query))) return 1;
  if (emoji.words.includes(query)) return 2;
  if (emoji.words.some((word) => word.startsWith(query))) return 3;
  if (emoji.shortcodes.some((code) => code.includes(query))) return 4;
  return null;
}

/** The best `limit` matches of `query` (without colons) across `sources`, earlier sources first among equals. */
export function searchSuggestedEmoji(
  sources: readonly (readonly SearchableEmoji[])[],
  query: string,
  limit: number = SUGGESTION_LIMITS.emoji,
): EmojiSuggestion[] {
  const wanted = query.replace(/^:|:$/g, '').toLowerCase();
  if (wanted === '') return [];
  const hits: { emoji: SearchableEmoji; rank: number; at: number }[] = [];
  for (const list of sources) {
    for (const emoji of list) {
      const rank = emojiRank(emoji, wanted);
      if (rank !== null) hits.push({ emoji, rank, at: hits.length });
    }
  }
  return hits
    .sort((a, b) => a.rank - b.rank || a.at - b.at)
    .slice(0, limit)
    .map(({ emoji }) => emoji.suggestion);
}

let shortcodesLoading: Promise<ShortcodesDataset> | null = null;

/** The iamcal shortcodes (Slack's, as Mastodon's picker uses), loaded once. */
export function loadShortcodes(): Promise<ShortcodesDataset> {
  if (shortcodesLoading === null) {
    const pending = import('emojibase-data/en/shortcodes/iamcal.json').then((module) => module.default);
    pending.catch(() => {
      shortcodesLoading = null;
    });
    shortcodesLoading = pending;
  }
  return shortcodesLoading;
}

const nativeCache = new Map<string, Promise<SearchableEmoji[]>>();

/** The Unicode emoji of `language` in `tone` (built once per language and tone). */
function nativeIndex(language: string, tone: number): Promise<SearchableEmoji[]> {
  const key = `${language === 'ja' ? 'ja' : 'en'}|${tone}`;
  let pending = nativeCache.get(key);
  if (pending === undefined) {
    pending = Promise.all([loadUnicodeData(language), loadShortcodes()]).then(([data, codes]) =>
      nativeEntries(data, codes, tone),
    );
    pending.catch(() => nativeCache.delete(key));
    nativeCache.set(key, pending);
  }
  return pending;
}

export interface EmojiSuggestionOptions {
  api: Api;
  store: EntityStore;
  /** the reader's language (Unicode names and tags) */
  language: string;
  /** 1 (plain) to 6 */
  skinTone: number;
}

/** The server's custom emoji shown in its picker; none when they cannot be fetched. */
async function customEntries(api: Api, store: EntityStore): Promise<SearchableEmoji[]> {
  try {
    const emojis = await fetchCustomEmojis(api, store);
    return emojis
      .filter((emoji) => emoji.visible_in_picker)
      .map((emoji) => ({
        shortcodes: [emoji.shortcode, ...emoji.aliases].map((code) => code.toLowerCase()),
        words: [],
        suggestion: {
          kind: 'emoji',
          shortcode: emoji.shortcode,
          native: null,
          url: emoji.url,
          staticUrl: emoji.static_url,
        },
      }));
  } catch {
    return [];
  }
}

/** The suggestions for a ':' token (`token` includes the ':'). */
export async function emojiSuggestions(options: EmojiSuggestionOptions, token: string): Promise<EmojiSuggestion[]> {
  const [custom, native] = await Promise.all([
    customEntries(options.api, options.store),
    nativeIndex(options.language, options.skinTone),
  ]);
  return searchSuggestedEmoji([custom, native], token);
}
