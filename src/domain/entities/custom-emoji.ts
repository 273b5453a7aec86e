/** Custom emoji: width and height default to 32 (the emoji default size). */
import { asBoolean, asNumber, asString, asStringArray, asStringOrNull, isRecord, mapDefined } from './coerce';
import { asHttpUrl } from './urls';

export const EMOJI_DEFAULT_SIZE = 32;

export interface CustomEmoji {
  shortcode: string;
  url: string;
  static_url: string;
  category: string | null;
  visible_in_picker: boolean;
  width: number;
  height: number;
  sensitive: boolean;
  aliases: string[];
  license: string | null;
}

/** Null when the shortcode is missing or the image URL is not http(s). */
export function normaliseCustomEmoji(raw: unknown): CustomEmoji | null {
  if (!isRecord(raw)) return null;
  const shortcode = asString(raw.shortcode).replace(/^:|:$/g, '');
  const url = asHttpUrl(raw.url) ?? asHttpUrl(raw.static_url);
  if (shortcode === '' || url === null) return null;
  const width = asNumber(raw.width, EMOJI_DEFAULT_SIZE);
  const height = asNumber(raw.height, EMOJI_DEFAULT_SIZE);
  return {
    shortcode,
    url,
    static_url: asHttpUrl(raw.static_url) ?? url,
    category: asStringOrNull(raw.category),
    visible_in_picker: asBoolean(raw.visible_in_picker, true),
    width: width > 0 ? width : EMOJI_DEFAULT_SIZE,
    height: height > 0 ? height : EMOJI_DEFAULT_SIZE,
    sensitive: asBoolean(raw.sensitive, false),
    aliases: asStringArray(raw.aliases),
    license: asStringOrNull(raw.license),
  };
}

export function normaliseCustomEmojis(raw: unknown): CustomEmoji[] {
  return mapDefined(raw, normaliseCustomEmoji);
}
