/**
 * Custom emoji in the safe tree. `:shortcode:` in text becomes an emoji node when the shortcode is one of
 * the entity's emoji (URLs checked again here: only http(s) images). Plain texts such as display names and
 * spoiler texts become a tree of text and emoji nodes without ever being read as HTML.
 */
import { safeHttpUrl } from './policy';
import type { SafeEmoji, SafeNode } from './safe-tree';

export interface EmojiSource {
  shortcode: string;
  url: string;
  static_url: string;
}

/** Shortcode -> checked emoji node; entries with an unusable URL are left out. */
export type EmojiLookup = ReadonlyMap<string, SafeEmoji>;

const SHORTCODE = /:([a-zA-Z0-9_]+):/g;

export function emojiLookup(emojis: readonly EmojiSource[] | undefined): EmojiLookup {
  const map = new Map<string, SafeEmoji>();
  for (const emoji of emojis ?? []) {
    const url = safeHttpUrl(emoji.url) ?? safeHttpUrl(emoji.static_url);
    if (url === null || !/^[a-zA-Z0-9_]+$/.test(emoji.shortcode)) continue;
    map.set(emoji.shortcode, {
      kind: 'emoji',
      shortcode: emoji.shortcode,
      url,
      staticUrl: safeHttpUrl(emoji.static_url) ?? url,
    });
  }
  return map;
}

/** Splits a text into text and emoji nodes. */
export function textWithEmoji(text: string, emojis: EmojiLookup): SafeNode[] {
  if (text === '') return [];
  if (emojis.size === 0 || !text.includes(':')) return [{ kind: 'text', text }];
  const nodes: SafeNode[] = [];
  let last = 0;
  SHORTCODE.lastIndex = 0;
  for (let match = SHORTCODE.exec(text); match !== null; match = SHORTCODE.exec(text)) {
    const emoji = emojis.get(match[1] ?? '');
    if (emoji === undefined) {
      // The closing colon may open the next shortcode (":a:b:" with only "b" known).
      SHORTCODE.lastIndex = match.index + match[0].length - 1;
      continue;
    }
    if (match.index > last) nodes.push({ kind: 'text', text: text.slice(last, match.index) });
    nodes.push(emoji);
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push({ kind: 'text', text: text.slice(last) });
  return nodes;
}

/** A plain text (display name, spoiler text, option title) as a safe tree; never parsed as HTML. */
export function plainTextTree(text: string, emojis?: readonly EmojiSource[] | EmojiLookup): SafeNode[] {
  const lookup = emojis instanceof Map ? emojis : emojiLookup(emojis as readonly EmojiSource[] | undefined);
  return textWithEmoji(text, lookup);
}
