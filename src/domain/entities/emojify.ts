/**
 * Custom-emoji rendering into HTML strings: `:shortcode:` in text (never inside tags or attribute
 * values) becomes an <img>. The result is an HTML STRING meant for the sanitiser, not for the DOM.
 */
import { escapeHtml, tokenizeHtml } from './html-text';
import type { CustomEmoji } from './custom-emoji';

const SHORTCODE = /:([a-zA-Z0-9_]+):/g;

export type EmojiMap = ReadonlyMap<string, Pick<CustomEmoji, 'shortcode' | 'url' | 'static_url'>>;

export function emojiMap(emojis: readonly Pick<CustomEmoji, 'shortcode' | 'url' | 'static_url'>[]): EmojiMap {
  return new Map(emojis.map((emoji) => [emoji.shortcode, emoji]));
}

function emojiImage(emoji: Pick<CustomEmoji, 'shortcode' | 'url' | 'static_url'>): string {
  const code = escapeHtml(`:${emoji.shortcode}:`);
  const url = escapeHtml(emoji.url);
  const still = escapeHtml(emoji.static_url);
  return `<img draggable="false" class="emojione custom-emoji" alt="${code}" title="${code}" src="${url}" data-original="${url}" data-static="${still}" />`;
}

function emojifyText(text: string, emojis: EmojiMap): string {
  if (!text.includes(':')) return text;
  let out = '';
  let last = 0;
  SHORTCODE.lastIndex = 0;
  for (let match = SHORTCODE.exec(text); match !== null; match = SHORTCODE.exec(text)) {
    const emoji = emojis.get(match[1] ?? '');
    if (emoji === undefined) {
      // The closing colon may open the next shortcode (":a:b:" with only "b" known).
      SHORTCODE.lastIndex = match.index + match[0].length - 1;
      continue;
    }
    out += text.slice(last, match.index) + emojiImage(emoji);
    last = match.index + match[0].length;
  }
  return out + text.slice(last);
}

/** Replaces known `:shortcode:`s in the text parts of an HTML fragment. */
export function emojifyHtml(html: string, emojis: EmojiMap): string {
  if (emojis.size === 0 || !html.includes(':')) return html;
  let out = '';
  for (const token of tokenizeHtml(html)) out += token.kind === 'text' ? emojifyText(token.text, emojis) : token.raw;
  return out;
}

/** Escapes plain text, then renders its custom emoji. */
export function emojifyPlainText(text: string, emojis: EmojiMap): string {
  return emojifyText(escapeHtml(text), emojis);
}
