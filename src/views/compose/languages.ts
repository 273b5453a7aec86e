/**
 * The languages a post can be written in (the server's list once known, else the client's own copy, with the
 * current and the frequently used ones kept: services/locale-data/server-languages.ts), each named in the reader's
 * language (services/locale-data/language-names.ts: never by its bare code when the browser lacks the name, the
 * server's English name when nothing else names it) with its own name beside it when the browser has one, ordered
 * by name in the reader's language, the account's frequently used ones first
 * (src/services/compose/language-frequency.ts).
 */
import { orderedLanguages, type LanguageCounts } from '../../services/compose/language-frequency';
import {
  browserNamer,
  languageName,
  ownLanguageName,
  type NamerFactory,
} from '../../services/locale-data/language-names';
import { offeredLanguages, type ServerLanguage } from '../../services/locale-data/server-languages';

export interface LanguageChoice {
  code: string;
  /** in the reader's language */
  name: string;
  /** in the language itself, when it differs */
  nativeName: string | null;
}

/**
 * Every language offered (the `server`'s list, or the client's own copy while it is null; plus `current` and the
 * frequently used ones when the list lacks them), named in `reader`'s language and sorted by that name (the
 * reader's collation), then reordered so the frequently used come first. `namerOf` stands for the browser's
 * Intl.DisplayNames (tests give one with less data).
 */
export function languageChoices(
  reader: string,
  frequent: LanguageCounts,
  current: string,
  server: readonly ServerLanguage[] | null = null,
  namerOf: NamerFactory = browserNamer,
): LanguageChoice[] {
  const namer = namerOf(reader);
  const used = Object.keys(frequent).filter((code) => (frequent[code] ?? 0) > 0);
  const collator = new Intl.Collator(reader);
  const all = offeredLanguages(server, [current, ...used])
    .map(({ code, serverName }) => {
      const name = languageName(code, reader, namer, serverName);
      const own = ownLanguageName(code, namerOf);
      return { code, name, nativeName: own !== null && own !== name ? own : null };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
  return orderedLanguages(all, frequent, (choice) => choice.code);
}

/** Lower case without accents, so that "espanol" finds "Español". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * Whether a language answers a search: an empty search shows every language; otherwise the name in the reader's
 * language or in the language itself contains the search (ignoring case and accents), or the code starts with it.
 */
export function languageMatches(choice: LanguageChoice, query: string): boolean {
  const search = folded(query.trim());
  if (search === '') return true;
  return (
    choice.code.toLowerCase().startsWith(search) ||
    folded(choice.name).includes(search) ||
    (choice.nativeName !== null && folded(choice.nativeName).includes(search))
  );
}
