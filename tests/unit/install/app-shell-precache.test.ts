import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appShellBuild, buildLine, isShellFile } from '../../../scripts/install/app-shell-precache';

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
});
