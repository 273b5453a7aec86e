/**
 * `npx tsx scripts/derive-language-names.ts`: writes src/services/locale-data/language-name-table.ts, the English
 * and Japanese name of every language a post can be written in (src/services/locale-data/post-languages.ts: the
 * client's own list and the further languages servers list), as CLDR gives them through Node's full ICU, and for
 * the few CLDR does not name, the names given here. Browsers whose ICU data is trimmed (Chromium names about 60 of
 * these codes by the code itself) fall back to this table. Run it again when the list of languages changes;
 * `--check` writes nothing and exits 1 when the committed table differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { LANGUAGE_CODES, SERVER_LISTED_CODES } from '../src/services/locale-data/post-languages';

const TABLE_PATH = fileURLToPath(new URL('../src/services/locale-data/language-name-table.ts', import.meta.url));
const READERS = ['en', 'ja'] as const;

/** Constructed languages Mastodon servers list that CLDR does not name: their usual English and Japanese names. */
const BEYOND_CLDR: Readonly<Record<string, readonly [en: string, ja: string]>> = {
  ldn: ['Láadan', 'ラーダン語'],
  zba: ['Balaibalan', 'バライバラン語'],
};

const CODES = [...LANGUAGE_CODES, ...SERVER_LISTED_CODES];
const names = READERS.map((reader) => new Intl.DisplayNames([reader], { type: 'language', fallback: 'none' }));
const rows = CODES.map((code) => {
  const cldr = names.map((n) => n.of(code));
  const [en, ja] = cldr.every((name) => name !== undefined && name !== code) ? cldr : (BEYOND_CLDR[code] ?? cldr);
  if (en === undefined || ja === undefined || en === code || ja === code)
    throw new Error(`Node's ICU (${process.versions.icu}) has no English or Japanese name for ${code}`);
  return `  ${/^[a-z]+$/.test(code) ? code : JSON.stringify(code)}: [${JSON.stringify(en)}, ${JSON.stringify(ja)}],`;
});

const source = `/**
 * The English and Japanese name of every language a post can be written in (post-languages.ts: the client's own
 * list and the further languages servers list), as CLDR gives them (ICU ${process.versions.icu}, CLDR ${process.versions.cldr}),
 * and for the few CLDR lacks, the script's own. Written by scripts/derive-language-names.ts: do not edit.
 */
export const LANGUAGE_NAME_TABLE: Readonly<Record<string, readonly [en: string, ja: string]>> = {
${rows.join('\n')}
};
`;
const text = await format(source, { ...(await resolveConfig(TABLE_PATH)), filepath: TABLE_PATH });

if (process.argv.includes('--check')) {
  const committed = readFileSync(TABLE_PATH, 'utf8');
  if (committed !== text) {
    console.error(`${TABLE_PATH} differs from what Node's ICU gives: run scripts/derive-language-names.ts`);
    process.exit(1);
  }
} else {
  writeFileSync(TABLE_PATH, text);
  console.log(`wrote ${CODES.length} languages to ${TABLE_PATH}`);
}
