import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appShellBuild, buildLine, isShellFile, languageOfModules } from '../../../scripts/install/app-shell-precache';

function writtenBuild(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tsubame-shell-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe("the service worker's app shell", () => {
  it("lists every written file but source maps, Vite's manifest and the workers, index.html first", () => {
    const files = {
      'assets/b-1.js': 'b',
      'assets/a-2.css': 'a',
      'index.html': '<html>',
      'icons/icon-192.png': 'png',
      'manifest.webmanifest': '{}',
    };
    const dir = writtenBuild(files);
    const names = [...Object.keys(files), 'assets/b-1.js.map', '.vite/manifest.json', 'sw.js'];
    const build = appShellBuild(dir, names, ['sw.js']);
    expect(build.files).toEqual([
      '/index.html',
      '/assets/a-2.css',
      '/assets/b-1.js',
      '/icons/icon-192.png',
      '/manifest.webmanifest',
    ]);
    expect(isShellFile('push-sw.js', ['sw.js', 'push-sw.js'])).toBe(false);
  });

  it("names the build by its files' bytes: a changed index.html is a new version", () => {
    const first = appShellBuild(writtenBuild({ 'index.html': 'one' }), ['index.html'], []);
    const same = appShellBuild(writtenBuild({ 'index.html': 'one' }), ['index.html'], []);
    const changed = appShellBuild(writtenBuild({ 'index.html': 'two' }), ['index.html'], []);
    expect(first.version).toBe(same.version);
    expect(changed.version).not.toBe(first.version);
    expect(buildLine(first)).toBe(`self.__TSUBAME_BUILD = ${JSON.stringify(first)};\n`);
  });

  it('lists apart, by language, the files only one interface language needs, and names the build by them too', () => {
    const written = { 'index.html': '<html>', 'assets/entry.js': 'entry', 'assets/ja.js': 'ja', 'assets/en.js': 'en' };
    const languageOf = (file: string) => (file === 'assets/ja.js' ? 'ja' : file === 'assets/en.js' ? 'en' : null);
    const build = appShellBuild(writtenBuild(written), Object.keys(written), [], languageOf);
    expect(build.files).toEqual(['/index.html', '/assets/entry.js']);
    expect(build.languages).toEqual({ en: ['/assets/en.js'], ja: ['/assets/ja.js'] });
    const changed = appShellBuild(
      writtenBuild({ ...written, 'assets/ja.js': 'ja!' }),
      Object.keys(written),
      [],
      languageOf,
    );
    expect(changed.version).not.toBe(build.version);
  });

  it("tells a chunk's language by its modules: all of them one language's emoji names, catalogues or loaders", () => {
    const root = '/work/app';
    expect(languageOfModules([`${root}/node_modules/emojibase-data/ja/compact.json`])).toBe('ja');
    expect(languageOfModules([`${root}/src/i18n/messages/compose.en.json?import`])).toBe('en');
    expect(languageOfModules([`${root}/src/i18n/catalogue-ja.ts`, `${root}/src/i18n/messages/alerts.ja.json`])).toBe(
      'ja',
    );
    expect(languageOfModules([`${root}/src/i18n/catalogue-loaders-en.ts`])).toBe('en');
    // every reader's: shortcodes (used in every language), a chunk mixing languages or with other code, none
    expect(languageOfModules([`${root}/node_modules/emojibase-data/en/shortcodes/iamcal.json`])).toBeNull();
    expect(
      languageOfModules([`${root}/src/i18n/messages/compose.en.json`, `${root}/src/i18n/messages/compose.ja.json`]),
    ).toBeNull();
    expect(
      languageOfModules([`${root}/src/i18n/messages/compose.en.json`, `${root}/src/views/compose/Compose.tsx`]),
    ).toBeNull();
    expect(languageOfModules([])).toBeNull();
  });
});
