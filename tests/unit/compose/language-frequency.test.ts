/**
 * Frequently used languages (the frequentlyUsedLanguages counters of the client settings), per account in
 * localStorage: the language picker lists the used ones first, most used first, then the rest in their order.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../src/services/auth/memory-storage';
import {
  clearFrequentLanguages,
  frequentLanguages,
  languagesStorageKey,
  orderedLanguages,
  recordLanguage,
} from '../../../src/services/compose/language-frequency';
import { ALICE, BOB, fullStorage } from './draft-fixtures';

const ALL = ['ar', 'de', 'en', 'es', 'fr', 'ja', 'ko', 'zh'];

describe('language frequency', () => {
  it('frequently used languages first', () => {
    const storage = createMemoryStorage();
    for (const language of ['ja', 'fr', 'ja', 'en', 'fr', 'ja'])
      expect(recordLanguage(ALICE, language, storage)).toBe(true);
    recordLanguage(BOB, 'de', storage);

    const counts = frequentLanguages(ALICE, storage);
    expect(counts).toEqual({ ja: 3, fr: 2, en: 1 });
    expect(storage.getItem(languagesStorageKey(ALICE))).not.toBeNull();
    expect(storage.getItem(`tsubame:languages:${ALICE}`)).not.toBeNull();
    expect(orderedLanguages(ALL, counts)).toEqual(['ja', 'fr', 'en', 'ar', 'de', 'es', 'ko', 'zh']);
    // another account counts on its own
    expect(orderedLanguages(ALL, frequentLanguages(BOB, storage))).toEqual([
      'de',
      'ar',
      'en',
      'es',
      'fr',
      'ja',
      'ko',
      'zh',
    ]);
    // nothing counted yet: the usual order
    expect(orderedLanguages(ALL, {})).toEqual(ALL);
  });

  it('equal counts keep the usual order; items of any shape; counted languages not offered are not added', () => {
    const languages = [
      { code: 'en', name: 'English' },
      { code: 'es', name: 'Español' },
      { code: 'ja', name: '日本語' },
    ];
    const ordered = orderedLanguages(languages, { ja: 2, es: 2, xx: 9 }, (language) => language.code);
    expect(ordered.map((language) => language.code)).toEqual(['es', 'ja', 'en']);
  });

  it('a malformed or refused storage is no counts, never a crash', () => {
    const storage = createMemoryStorage({ [languagesStorageKey(ALICE)]: '{"ja": "many", "en": 2, "": 3, "fr": -1' });
    expect(frequentLanguages(ALICE, storage)).toEqual({});
    storage.setItem(languagesStorageKey(ALICE), '{"ja": "many", "en": 2, "": 3, "fr": -1}');
    expect(frequentLanguages(ALICE, storage)).toEqual({ en: 2 });
    expect(recordLanguage(ALICE, 'constructor', storage)).toBe(true);
    expect(frequentLanguages(ALICE, storage)).toEqual({ en: 2, constructor: 1 });
    expect(orderedLanguages(['toString', 'en'], {})).toEqual(['toString', 'en']);
    expect(recordLanguage(ALICE, 'ja', fullStorage())).toBe(false);
    expect(recordLanguage(ALICE, 'ja', null)).toBe(false);
    expect(recordLanguage(ALICE, '', storage)).toBe(false);
    expect(frequentLanguages(ALICE, null)).toEqual({});
  });

  it("a reset forgets one account's counts only", () => {
    const storage = createMemoryStorage();
    recordLanguage(ALICE, 'ja', storage);
    recordLanguage(BOB, 'de', storage);
    clearFrequentLanguages(ALICE, storage);
    expect(frequentLanguages(ALICE, storage)).toEqual({});
    expect(frequentLanguages(BOB, storage)).toEqual({ de: 1 });
    expect(() => clearFrequentLanguages(ALICE, null)).not.toThrow();
  });
});
