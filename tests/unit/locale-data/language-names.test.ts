/**
 * The table of English and Japanese language names the browser's names fall back to: it names every language a
 * post can be written in (the client's own list and the further languages Mastodon servers list), never by its
 * code, and is what Node's full ICU gives (scripts/derive-language-names.ts wrote it).
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAME_TABLE } from '../../../src/services/locale-data/language-name-table';
import { languageName, ownLanguageName } from '../../../src/services/locale-data/language-names';
import { LANGUAGE_CODES, SERVER_LISTED_CODES } from '../../../src/services/locale-data/post-languages';

describe('the language name table', () => {
  it('holds an English and a Japanese name for every language a post can be written in', () => {
    const codes = [...LANGUAGE_CODES, ...SERVER_LISTED_CODES];
    expect(Object.keys(LANGUAGE_NAME_TABLE).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      const [en, ja] = LANGUAGE_NAME_TABLE[code]!;
      // the bare code, as a browser echoes it (Vai is named Vai, though)
      expect(en, code).not.toBe(code);
      expect(ja, code).not.toBe(code);
      expect(en.trim(), code).not.toBe('');
      expect(ja.trim(), code).not.toBe('');
    }
  });
});

describe('languageName', () => {
  const echo = { of: (code: string) => code, resolvedOptions: () => ({ locale: 'en-US' }) };
  const silent = { of: () => undefined, resolvedOptions: () => ({ locale: 'en-US' }) };
  const throwing = {
    of: () => {
      throw new RangeError('invalid');
    },
    resolvedOptions: () => ({ locale: 'en-US' }),
  };

  it('takes the browser’s name when it has one', () => {
    expect(languageName('ce', 'en')).toBe(new Intl.DisplayNames(['en'], { type: 'language' }).of('ce'));
    expect(languageName('de', 'ja')).toBe('ドイツ語');
  });

  it('falls back to the table when the browser echoes the code, gives nothing or refuses', () => {
    expect(languageName('ce', 'en', echo)).toBe('Chechen');
    expect(languageName('ce', 'ja', echo)).toBe('チェチェン語');
    expect(languageName('ce', 'ja-JP', silent)).toBe('チェチェン語');
    expect(languageName('ce', 'fr', throwing)).toBe('Chechen');
    expect(languageName('ce', 'en', null)).toBe('Chechen');
  });

  it('names a code in neither by the name the server gave, else keeps the code as it is', () => {
    expect(languageName('xtl', 'ja', echo, 'Tlacolulita Zapotec')).toBe('Tlacolulita Zapotec');
    expect(languageName('xtl', 'en', null, '  ')).toBe('xtl');
    expect(languageName('qqq', 'en', echo)).toBe('qqq');
    // the browser's name and the table's come before the server's
    expect(languageName('ce', 'ja', echo, 'Chechen')).toBe('チェチェン語');
    expect(languageName('de', 'ja', undefined, 'German')).toBe('ドイツ語');
  });
});

describe('ownLanguageName', () => {
  it('is the language’s name in itself when the browser has that language’s data', () => {
    expect(ownLanguageName('ja')).toBe('日本語');
    expect(ownLanguageName('es')).toBe('español');
  });

  it('is null when the browser would answer in another locale', () => {
    expect(ownLanguageName('aa')).toBeNull();
    expect(ownLanguageName('xx', () => null)).toBeNull();
  });
});
