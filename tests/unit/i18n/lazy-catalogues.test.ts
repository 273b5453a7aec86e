import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import eagerEnglish from '../../../src/i18n/catalogue-en';
import eagerJapanese from '../../../src/i18n/catalogue-ja';
import lazyEnglish from '../../../src/i18n/catalogue-loaders-en';
import lazyJapanese from '../../../src/i18n/catalogue-loaders-ja';
import { EAGER_FEATURES } from '../../../src/i18n/eager-catalogues';

const SRC = fileURLToPath(new URL('../../../src/', import.meta.url));
const MESSAGES = join(SRC, 'i18n', 'messages');

const featureOf = (path: string) => /([\w-]+)\.(?:en|ja)\.json$/.exec(path)![1]!;
const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Features named by the lazy entries of the app: `lazyWithMessages([...], ...)`, `importWithMessages([...],
 * ...)` and `loadMessages('...')`, with where each is named. src/i18n itself (the mechanism) is left out.
 */
function namedLazyFeatures(): Map<string, string[]> {
  const named = new Map<string, string[]>();
  const note = (feature: string, file: string) => named.set(feature, [...(named.get(feature) ?? []), file]);
  for (const file of sourceFiles(SRC)) {
    const where = relative(SRC, file);
    if (where.startsWith(`i18n${'/'}`)) continue;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\b(?:lazyWithMessages|importWithMessages)\(\s*\[([^\]]*)\]/g)) {
      for (const literal of match[1]!.matchAll(/['"`]([\w-]+)['"`]/g)) note(literal[1]!, where);
    }
    for (const match of text.matchAll(/\bloadMessages\(\s*['"`]([\w-]+)['"`]\s*\)/g)) note(match[1]!, where);
  }
  return named;
}

describe('eager and lazy catalogues', () => {
  const files = readdirSync(MESSAGES).filter((name) => name.endsWith('.json'));
  const allFeatures = sorted(files.map(featureOf));

  it('the eager chunks of both languages hold exactly the eager features', () => {
    expect(sorted(Object.keys(eagerEnglish).map(featureOf))).toEqual(sorted(EAGER_FEATURES));
    expect(sorted(Object.keys(eagerJapanese).map(featureOf))).toEqual(sorted(EAGER_FEATURES));
    for (const path of Object.keys(eagerEnglish)) expect(path).toMatch(/\.en\.json$/);
    for (const path of Object.keys(eagerJapanese)) expect(path).toMatch(/\.ja\.json$/);
  });

  const lazyFeatures = () => sorted(Object.keys(lazyEnglish).map(featureOf));

  it('every catalogue file is either eager or lazy, never both, in both languages', () => {
    const lazy = lazyFeatures();
    expect(sorted(Object.keys(lazyJapanese).map(featureOf))).toEqual(lazy);
    for (const path of Object.keys(lazyEnglish)) expect(path).toMatch(/\.en\.json$/);
    for (const path of Object.keys(lazyJapanese)) expect(path).toMatch(/\.ja\.json$/);
    expect(lazy.filter((feature) => EAGER_FEATURES.includes(feature))).toEqual([]);
    expect(sorted([...EAGER_FEATURES, ...lazy])).toEqual(allFeatures);
  });

  it('every lazy catalogue is loaded by some lazy entry (a forgotten new catalogue fails here)', () => {
    const named = namedLazyFeatures();
    const forgotten = lazyFeatures().filter((feature) => !named.has(feature));
    expect(
      forgotten,
      'these catalogues are not in src/i18n/eager-catalogues.ts and no lazyWithMessages/importWithMessages/loadMessages call names them',
    ).toEqual([]);
  });

  it('every feature a lazy entry names has a catalogue', () => {
    const unknown = [...namedLazyFeatures()].filter(([feature]) => !allFeatures.includes(feature));
    expect(unknown, 'lazy entries name features without src/i18n/messages/<feature>.<en|ja>.json').toEqual([]);
  });
});
