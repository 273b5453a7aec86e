import type { SandboxDb } from '../kernel/db';
import type { CustomEmojiRecord } from '../kernel/records';
import { absoluteUrl } from './urls';

export interface CustomEmojiJson {
  shortcode: string;
  url: string;
  static_url: string;
  visible_in_picker: boolean;
  category: string | null;
}

/** Key of a custom emoji in db.customEmojis: the shortcode for local emoji, `shortcode@domain` for remote ones. */
export function customEmojiKey(shortcode: string, domain: string | null): string {
  return domain ? `${shortcode}@${domain}` : shortcode;
}

/** Finds a custom emoji by shortcode and domain (null = local), whatever key it was stored under. */
export function findCustomEmoji(
  db: SandboxDb,
  shortcode: string,
  domain: string | null,
): CustomEmojiRecord | undefined {
  const direct = db.customEmojis.get(customEmojiKey(shortcode, domain));
  if (direct && direct.shortcode === shortcode && direct.domain === domain) return direct;
  for (const emoji of db.customEmojis.values()) {
    if (emoji.shortcode === shortcode && emoji.domain === domain) return emoji;
  }
  return undefined;
}

export function serializeCustomEmoji(db: SandboxDb, emoji: CustomEmojiRecord): CustomEmojiJson {
  return {
    shortcode: emoji.shortcode,
    url: absoluteUrl(db, emoji.url),
    static_url: absoluteUrl(db, emoji.static_url),
    visible_in_picker: emoji.visible_in_picker,
    category: emoji.category,
  };
}

/**
 * Resolves shortcodes used by an author: a remote author's emoji come from its domain (falling back to a local
 * emoji of the same shortcode); unknown shortcodes are dropped.
 */
export function serializeEmojiList(
  db: SandboxDb,
  shortcodes: readonly string[],
  domain: string | null,
): CustomEmojiJson[] {
  const out: CustomEmojiJson[] = [];
  const seen = new Set<string>();
  for (const shortcode of shortcodes) {
    if (seen.has(shortcode)) continue;
    seen.add(shortcode);
    const emoji = (domain ? findCustomEmoji(db, shortcode, domain) : undefined) ?? findCustomEmoji(db, shortcode, null);
    if (emoji) out.push(serializeCustomEmoji(db, emoji));
  }
  return out;
}

/** Shortcodes written as :name: in a text. */
export function shortcodesIn(text: string): string[] {
  return [...new Set([...text.matchAll(/:([a-zA-Z0-9_]{2,}):/g)].map((m) => m[1]!))];
}
