import type { SandboxDb } from '../../kernel/db';
import { findCustomEmoji, serializeCustomEmoji } from '../../serialize/emoji';

const SHORTCODE = /^[a-zA-Z0-9_]+$/;
const PICTOGRAPH = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;

/** A Unicode emoji, or the shortcode of a local custom emoji. */
export function isKnownEmoji(db: SandboxDb, name: string): boolean {
  if (!name || name.length > 64) return false;
  if (SHORTCODE.test(name)) return findCustomEmoji(db, name, null) !== undefined;
  return PICTOGRAPH.test(name);
}

/** A reaction deck entry: `{name}` for Unicode, plus the image URLs for a custom emoji. */
export function serializeDeckEntry(db: SandboxDb, name: string) {
  const custom = SHORTCODE.test(name) ? findCustomEmoji(db, name, null) : undefined;
  if (!custom) return { name };
  const json = serializeCustomEmoji(db, custom);
  return { name, url: json.url, static_url: json.static_url };
}
