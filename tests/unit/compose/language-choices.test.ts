/**
 * The composer's language list: every language a post can be written in gets a real name in the reader's
 * language (English or Japanese), never its bare code, with the browser's own names (here Node's full ICU) and
 * with a browser whose ICU data is trimmed the way Chromium's is; sorted by that name in the reader's collation,
 * the reader's frequently used languages first.
 */
import { describe, expect, it } from 'vitest';
import type { LanguageNamer, NamerFactory } from '../../../src/services/locale-data/language-names';
import { LANGUAGE_CODES } from '../../../src/services/locale-data/post-languages';
import { languageChoices } from '../../../src/views/compose/languages';

/** The codes of the list Chromium 150's Intl.DisplayNames names by the code itself, in English and in Japanese. */
const CHROMIUM_UNNAMED = (
  'aa ab ae av ba bi bo ce ch cr cu cv dz ff fj gv ho hz ie ii ik io iu kg ki kj kl kr ks kv kw li lu mh na nd ng ' +
  'nr nv oj os pi rn sc se sg ss ty ve vo za jbo kab lfn sco sma smj szl tok'
).split(' ');

/** Node's real namer, except that it echoes the code for `unnamed` (as Chromium does): a browser with less data. */
function trimmedNamer(unnamed: readonly string[]): NamerFactory {
  return (locale) => {
    const real = new Intl.DisplayNames([locale], { type: 'language' });
    // a locale the trimmed data lacks resolves to the default one, as browsers do
    const resolved = unnamed.includes(locale) ? 'en-US' : real.resolvedOptions().locale;
    const namer: LanguageNamer = {
      of: (code) => (unnamed.includes(code) ? code : real.of(code)),
      resolvedOptions: () => ({ locale: resolved }),
    };
    return namer;
  };
}

/** A browser that knows no language name at all (every name echoes the code). */
const noNames: NamerFactory = () => ({ of: (code) => code, resolvedOptions: () => ({ locale: 'en-US' }) });

const bareCodes = (choices: ReturnType<typeof languageChoices>) =>
  choices.filter((c) => c.name.trim() === '' || c.name.toLowerCase() === c.code.toLowerCase()).map((c) => c.code);

describe('language names', () => {
  it.each(['en', 'ja'])('names every language by a real name with the real Intl (%s reader)', (reader) => {
    const choices = languageChoices(reader, {}, reader);
    expect(choices.map((c) => c.code).sort()).toEqual([...LANGUAGE_CODES].sort());
    expect(bareCodes(choices)).toEqual([]);
  });

  it.each(['en', 'ja'])(
    'names every language by a real name when the browser names dozens by their code (%s reader)',
    (reader) => {
      const choices = languageChoices(reader, {}, reader, null, trimmedNamer(CHROMIUM_UNNAMED));
      expect(bareCodes(choices)).toEqual([]);
    },
  );

  it('names every language by a real name even when the browser knows no names at all', () => {
    expect(bareCodes(languageChoices('en', {}, 'en', null, noNames))).toEqual([]);
    expect(bareCodes(languageChoices('ja', {}, 'ja', null, noNames))).toEqual([]);
  });

  it('gives the names the browser lacks in the reader’s language: English, or Japanese', () => {
    const named = (reader: string) =>
      Object.fromEntries(
        languageChoices(reader, {}, reader, null, trimmedNamer(CHROMIUM_UNNAMED)).map((c) => [c.code, c.name]),
      );
    const en = named('en');
    const ja = named('ja');
    expect([en.aa, en.bo, en.ce, en.tok, en.jbo]).toEqual(['Afar', 'Tibetan', 'Chechen', 'Toki Pona', 'Lojban']);
    expect([ja.aa, ja.bo, ja.ce, ja.tok]).toEqual(['アファル語', 'チベット語', 'チェチェン語', 'トキポナ語']);
    // the browser's names are still used where it has them
    expect([en.ja, ja.en]).toEqual(['Japanese', '英語']);
  });

  it('never calls another language’s name a language’s own: a locale the browser lacks gives no own name', () => {
    const choices = languageChoices('ja', {}, 'ja', null, trimmedNamer(CHROMIUM_UNNAMED));
    const byCode = Object.fromEntries(choices.map((c) => [c.code, c]));
    expect(byCode.aa!.nativeName).toBeNull();
    expect(byCode.bo!.nativeName).toBeNull();
    expect(byCode.fr!.nativeName).toBe('français');
    // with the real Intl, a language without data of its own (Afar) gets no English "own" name either
    expect(languageChoices('ja', {}, 'ja').find((c) => c.code === 'aa')!.nativeName).toBeNull();
  });

  it('keeps an unknown code the server sent as it is', () => {
    expect(languageChoices('en', {}, 'qqq', null, noNames).find((c) => c.code === 'qqq')!.name).toBe('qqq');
  });
});

describe('language order', () => {
  it.each(['en', 'ja'])('sorts by name in the %s reader’s collation, the gaps filled in place', (reader) => {
    const choices = languageChoices(reader, {}, reader, null, trimmedNamer(CHROMIUM_UNNAMED));
    const names = choices.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator(reader).compare));
  });

  it('puts the reader’s frequently used languages first, most used first, named like the rest', () => {
    const choices = languageChoices('en', { bo: 2, ja: 5, tok: 1 }, 'en', null, trimmedNamer(CHROMIUM_UNNAMED));
    expect(choices.slice(0, 3).map((c) => c.name)).toEqual(['Japanese', 'Tibetan', 'Toki Pona']);
    const rest = choices.slice(3).map((c) => c.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en').compare));
  });
});
