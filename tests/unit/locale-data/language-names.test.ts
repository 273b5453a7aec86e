/**
 * The table of English and Japanese language names the browser's names fall back to: it names every language a
 * post can be written in, never by its code, and is what Node's full ICU gives (scripts/derive-language-names.ts
 * wrote it).
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAME_TABLE } from '../../../src/services/locale-data/language-name-table';
import { languageName, ownLanguageName } from '../../../src/services/locale-data/language-names';
import { LANGUAGE_CODES } from '../../../src/services/locale-data/post-languages';

describe('the language name table', () => {
  it('holds an English and a Japanese name for every language a post can be written in', () => {
    expect(Object.keys(LANGUAGE_NAME_TABLE).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const code of LANGUAGE_CODES) {
      const [en, ja] = LANGUAGE_NAME_TABLE[code]!;
      expect(en.toLowerCase(), code).not.toBe(code);
      expect(ja.toLowerCase(), code).not.toBe(code);
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

  it('keeps a code in neither as it is', () => {
    expect(languageName('qqq', 'en', echo)).toBe('qqq');
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
