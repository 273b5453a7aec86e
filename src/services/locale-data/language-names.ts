/**
 * Language names for the reader. A language is named in the reader's language by the browser (Intl.DisplayNames)
 * when it knows a name; a browser that does not (Chromium's trimmed ICU data names several dozen of the languages
 * a post can be written in by their bare code, or gives nothing) falls back to the table of English and Japanese
 * names (language-name-table.ts: English for every reader but a Japanese one); a code in neither takes the English
 * name the server gave it, when there is one, and only otherwise stays the code.
 * A language's own name (its name in itself) comes only from the browser, and only when the browser really holds
 * that language's data (not a fallback to another locale).
 */
import { LANGUAGE_NAME_TABLE } from './language-name-table';

/** What Intl.DisplayNames offers, so a test can stand in for a browser with less data. */
export interface LanguageNamer {
  of(code: string): string | undefined;
  resolvedOptions(): { locale: string };
}

export type NamerFactory = (locale: string) => LanguageNamer | null;

/** The browser's namer of languages in `locale`; null when it has none for that locale (or no Intl.DisplayNames). */
export const browserNamer: NamerFactory = (locale) => {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' });
  } catch {
    return null;
  }
};

const primary = (tag: string) => tag.toLowerCase().split(/[-_]/)[0] ?? '';

/** What the namer calls `code`: null when it has no name or only echoes the code. */
function knownName(namer: LanguageNamer | null, code: string): string | null {
  let name: string | undefined;
  try {
    name = namer?.of(code);
  } catch {
    return null;
  }
  if (name === undefined || name.trim() === '' || name.toLowerCase() === code.toLowerCase()) return null;
  return name;
}

/** The table's name of `code` for `reader` (Japanese for a Japanese reader, else English), if it has one. */
function tableName(code: string, reader: string): string | null {
  if (!Object.hasOwn(LANGUAGE_NAME_TABLE, code)) return null;
  const [en, ja] = LANGUAGE_NAME_TABLE[code]!;
  return primary(reader) === 'ja' ? ja : en;
}

/**
 * `code` named in `reader`'s language: the browser's name, else the table's, else `serverName` (the server's
 * English name for it) when it is not blank, else the code itself.
 */
export function languageName(
  code: string,
  reader: string,
  namer: LanguageNamer | null = browserNamer(reader),
  serverName: string | null = null,
): string {
  const given = serverName?.trim() ?? '';
  return knownName(namer, code) ?? tableName(code, reader) ?? (given === '' ? code : given);
}

/** `code` named in itself, when the browser holds that language's own data; null otherwise. */
export function ownLanguageName(code: string, namerOf: NamerFactory = browserNamer): string | null {
  const namer = namerOf(code);
  if (namer === null) return null;
  let locale: string;
  try {
    locale = namer.resolvedOptions().locale;
  } catch {
    return null;
  }
  // a locale the browser lacks resolves to its default one: that name would not be the language's own
  return primary(locale) === primary(code) ? knownName(namer, code) : null;
}
