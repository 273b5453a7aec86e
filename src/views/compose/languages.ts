/**
 * The languages a post can be written in: ISO 639-1 codes plus the ISO 639-3 ones Mastodon servers accept,
 * named in the reader's language (Intl.DisplayNames; the code itself when the browser has no name for it) and
 * ordered by that name, the account's frequently used ones first (src/services/compose/language-frequency.ts).
 */
import { orderedLanguages, type LanguageCounts } from '../../services/compose/language-frequency';

export const LANGUAGE_CODES: readonly string[] = (
  'aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en ' +
  'eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ' +
  'ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ' +
  'ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st ' +
  'su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu ' +
  'ast ckb jbo kab kmr lfn sco sma smj szl tok'
).split(' ');

export interface LanguageChoice {
  code: string;
  /** in the reader's language */
  name: string;
  /** in the language itself, when it differs */
  nativeName: string | null;
}

function displayName(names: Intl.DisplayNames | null, code: string): string {
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

function namesIn(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' });
  } catch {
    return null;
  }
}

/**
 * Every language (plus `current` when it is not a known code), named in `reader`'s language and sorted by
 * that name, then reordered so the frequently used come first.
 */
export function languageChoices(reader: string, frequent: LanguageCounts, current: string): LanguageChoice[] {
  const names = namesIn(reader);
  const codes = LANGUAGE_CODES.includes(current) || current === '' ? LANGUAGE_CODES : [...LANGUAGE_CODES, current];
  const collator = new Intl.Collator(reader);
  const all = codes
    .map((code) => {
      const name = displayName(names, code);
      const nativeName = displayName(namesIn(code), code);
      return { code, name, nativeName: nativeName !== name && nativeName !== code ? nativeName : null };
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
