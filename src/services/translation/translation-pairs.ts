/**
 * Which translations the server offers (GET /api/v1/instance/translation_languages: each source language with the
 * languages it translates into) and whether a post in one language can be translated into the reader's. Languages
 * match exactly or by their primary subtag (a post in "en-GB" is English; "pt-BR" serves a reader in "pt").
 */

/** Source language -> the languages it can be translated into, all lower case. */
export type TranslationPairs = ReadonlyMap<string, readonly string[]>;

/**
 * What is known of the pairs: `unknown` when the server did not say (the map failed to load), so translation is
 * offered wherever the server translates at all.
 */
export type TranslationPairsAnswer = TranslationPairs | 'unknown';

const primary = (language: string) => language.split('-')[0] ?? '';

/** The server's answer as pairs; entries that are not a language with a list of languages are left out. */
export function pairsOf(raw: unknown): TranslationPairs {
  const pairs = new Map<string, readonly string[]>();
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return pairs;
  for (const [source, targets] of Object.entries(raw as Record<string, unknown>)) {
    if (source === '' || !Array.isArray(targets)) continue;
    const languages = targets.filter((t): t is string => typeof t === 'string' && t !== '').map((t) => t.toLowerCase());
    pairs.set(source.toLowerCase(), languages);
  }
  return pairs;
}

const sameLanguage = (a: string, b: string) => a === b || primary(a) === primary(b);

/**
 * Whether a post in `source` can be translated into `target` by the server: the answer is not in yet (undefined)
 * offers nothing; an unknown answer offers everything; else the pair must be listed.
 */
export function offersPair(pairs: TranslationPairsAnswer | undefined, source: string, target: string): boolean {
  if (pairs === undefined) return false;
  if (pairs === 'unknown') return true;
  const from = source.toLowerCase();
  const to = target.toLowerCase();
  const targets = pairs.get(from) ?? [...pairs].find(([key]) => sameLanguage(key, from))?.[1] ?? [];
  return targets.some((language) => sameLanguage(language, to));
}
