/**
 * The languages offered for a post: the server's list (GET /api/v1/instance/languages) once it is known, else the
 * client's own copy; the draft's current language and the reader's frequently used ones always among them; each
 * named by the browser, else the table, else the server's English name, never by the bare code while a name is
 * known.
 */
import { describe, expect, it } from 'vitest';
import type { NamerFactory } from '../../../src/services/locale-data/language-names';
import { LANGUAGE_CODES } from '../../../src/services/locale-data/post-languages';
import {
  offeredLanguages,
  serverLanguagesOf,
  type ServerLanguage,
} from '../../../src/services/locale-data/server-languages';
import { languageChoices } from '../../../src/views/compose/languages';

/** A browser that knows no language name at all (every name echoes the code). */
const noNames: NamerFactory = () => ({ of: (code) => code, resolvedOptions: () => ({ locale: 'en-US' }) });

const SERVER: ServerLanguage[] = [
  { code: 'en', name: 'English' },
  { code: 'ja', name: 'Japanese' },
  { code: 'moh', name: 'Mohawk' },
  // a code neither a browser nor the table can name
  { code: 'xtl', name: 'Tlacolulita Zapotec' },
  { code: 'zh-TW', name: 'Chinese (Taiwan)' },
];

describe('reading the server’s answer', () => {
  it('keeps each listed language’s code and English name, in the server’s order', () => {
    expect(
      serverLanguagesOf([
        { code: 'en', name: 'English' },
        { code: 'zh-TW', name: ' Chinese (Taiwan) ' },
      ]),
    ).toEqual([
      { code: 'en', name: 'English' },
      { code: 'zh-TW', name: 'Chinese (Taiwan)' },
    ]);
  });

  it('drops entries without a code, and a code listed twice after its first entry', () => {
    expect(
      serverLanguagesOf([
        { code: 'en', name: 'English' },
        { code: '', name: 'Nothing' },
        { code: ' ', name: 'Blank' },
        { name: 'No code' },
        null,
        'fr',
        { code: 42, name: 'Number' },
        { code: 'en', name: 'English again' },
        { code: 'de' },
      ]),
    ).toEqual([
      { code: 'en', name: 'English' },
      { code: 'de', name: '' },
    ]);
  });

  it('is null (the client’s own copy stays) for an answer that lists nothing', () => {
    expect(serverLanguagesOf([])).toBeNull();
    expect(serverLanguagesOf([{ name: 'No code' }])).toBeNull();
    expect(serverLanguagesOf({ error: 'Not Found' })).toBeNull();
    expect(serverLanguagesOf(null)).toBeNull();
    expect(serverLanguagesOf(undefined)).toBeNull();
  });
});

describe('the languages offered', () => {
  it('are the client’s own copy while the server’s list is not known', () => {
    expect(offeredLanguages(null, [])).toEqual(LANGUAGE_CODES.map((code) => ({ code, serverName: null })));
  });

  it('are the server’s list once known, with its names: a code only the server has is in, one it lacks is out', () => {
    const offered = offeredLanguages(SERVER, []);
    expect(offered).toEqual(SERVER.map(({ code, name }) => ({ code, serverName: name })));
    expect(offered.some((entry) => entry.code === 'fr')).toBe(false);
  });

  it('keep the current language and the frequently used ones the server does not list, once each', () => {
    const offered = offeredLanguages(SERVER, ['kmr', '', 'ja', 'qqq', 'kmr']);
    expect(offered.map((entry) => entry.code)).toEqual([...SERVER.map((entry) => entry.code), 'kmr', 'qqq']);
    expect(offered.at(-1)).toEqual({ code: 'qqq', serverName: null });
    // the same for the client's own copy
    expect(offeredLanguages(null, ['zh-TW']).map((entry) => entry.code)).toEqual([...LANGUAGE_CODES, 'zh-TW']);
  });
});

describe('the composer’s choices from the server’s list', () => {
  const byCode = (reader: string, namer: NamerFactory | undefined, current = reader) =>
    Object.fromEntries(languageChoices(reader, {}, current, SERVER, namer).map((choice) => [choice.code, choice]));

  it('offer exactly the server’s languages (plus the current one)', () => {
    expect(
      languageChoices('en', {}, 'en', SERVER)
        .map((choice) => choice.code)
        .sort(),
    ).toEqual(['en', 'ja', 'moh', 'xtl', 'zh-TW']);
    expect(languageChoices('en', {}, 'fr', SERVER).map((choice) => choice.code)).toContain('fr');
  });

  it('name each by the browser, else the table, else the server’s English name, in the reader’s language', () => {
    // the real Intl names Mohawk and Chinese (Taiwan) itself, in English and in Japanese
    expect(byCode('en', undefined).moh!.name).toBe('Mohawk');
    expect(byCode('ja', undefined).moh!.name).toBe('モーホーク語');
    expect(byCode('ja', undefined)['zh-TW']!.name).toBe('中国語 (台湾)');
    // a browser without names: the table, in the reader's language
    expect(byCode('en', noNames).moh!.name).toBe('Mohawk');
    expect(byCode('ja', noNames).moh!.name).toBe('モーホーク語');
    expect(byCode('ja', noNames)['zh-TW']!.name).toBe('中国語 (台湾)');
    expect(byCode('ja', noNames).en!.name).toBe('英語');
    // a code neither names: the server's English name, never the bare code
    expect(byCode('en', undefined).xtl!.name).toBe('Tlacolulita Zapotec');
    expect(byCode('ja', noNames).xtl!.name).toBe('Tlacolulita Zapotec');
  });

  it('never show a bare code when the server sent a name, and the code only when nobody has a name', () => {
    const choices = languageChoices('ja', {}, 'qqq', [...SERVER, { code: 'xxa', name: '' }], noNames);
    const named = Object.fromEntries(choices.map((choice) => [choice.code, choice.name]));
    expect(named.xtl).toBe('Tlacolulita Zapotec');
    expect(named.xxa).toBe('xxa');
    expect(named.qqq).toBe('qqq');
  });

  it('keep the frequently used first and the rest in name order', () => {
    const choices = languageChoices('en', { moh: 1, ja: 3, kmr: 2 }, 'en', SERVER, noNames);
    expect(choices.map((choice) => choice.code)).toEqual(['ja', 'kmr', 'moh', 'zh-TW', 'en', 'xtl']);
    expect(choices.map((choice) => choice.name).slice(3)).toEqual([
      'Chinese (Taiwan)',
      'English',
      'Tlacolulita Zapotec',
    ]);
  });
});
