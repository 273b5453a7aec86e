/**
 * One emoji as the picker shows it. `id` is what a reaction request sends: the native character, or a custom emoji's
 * shortcode (a remote one adds `@domain`, which the picker never offers: it lists the server's own emoji).
 */
export interface PickerEmoji {
  id: string;
  kind: 'native' | 'custom';
  /** accessible name: the emoji's name (native), or :shortcode: (custom) */
  label: string;
  /** custom emoji images (http(s) only) */
  url?: string;
  staticUrl?: string;
  /** lower-case words a search matches: shortcode, aliases, name, tags */
  terms: readonly string[];
}

export interface EmojiSection {
  /** stable key: 'deck', 'frequent', 'custom:<category>', 'unicode:<group>', 'results' */
  key: string;
  /** translated heading, or the custom category name as the server gives it */
  title: string;
  emojis: readonly PickerEmoji[];
}

/** A custom emoji entry from its shortcode and images. */
export function customPickerEmoji(
  shortcode: string,
  url: string,
  staticUrl: string,
  aliases: readonly string[] = [],
): PickerEmoji {
  return {
    id: shortcode,
    kind: 'custom',
    label: `:${shortcode}:`,
    url,
    staticUrl,
    terms: [shortcode.toLowerCase(), ...aliases.map((alias) => alias.toLowerCase())],
  };
}

/** A native emoji entry. */
export function nativePickerEmoji(
  character: string,
  name: string = character,
  tags: readonly string[] = [],
): PickerEmoji {
  return {
    id: character,
    kind: 'native',
    label: name,
    terms: [name.toLowerCase(), ...tags.map((tag) => tag.toLowerCase())],
  };
}
