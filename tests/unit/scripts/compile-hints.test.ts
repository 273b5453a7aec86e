/**
 * V8's compile hint on the first screen's chunks: once the build has written its files, the entry chunk and the
 * home chunk start with `//# allFunctionsCalledOnLoad` on a line of their own (V8 reads it only there), every
 * other chunk is left as it was, and a hinted chunk's source map is shifted down the one line.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../../vite.config';

const chunk = (fileName: string, fields: Record<string, unknown> = {}) => ({
  type: 'chunk',
  fileName,
  name: fileName.split('-')[0],
  isEntry: false,
  ...fields,
});

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function writeBuilt(files: Record<string, string>): void {
  dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
}

function runHook(bundle: Record<string, unknown>): void {
  const hook = compileHints().writeBundle as unknown as (options: { dir: string }, bundle: unknown) => void;
  hook({ dir }, bundle);
}

const read = (name: string) => readFileSync(join(dir, name), 'utf8');

describe('compileHints', () => {
  it('puts the hint on the first line of the entry and home chunks only', () => {
    writeBuilt({
      'index-a.js': 'const __vite__mapDeps=1;\nrun();',
      'home-b.js': 'export const feed=1;',
      'Menu-c.js': 'export const menu=1;',
    });
    runHook({
      'index-a.js': chunk('index-a.js', { name: 'index', isEntry: true }),
      'home-b.js': chunk('home-b.js'),
      'Menu-c.js': chunk('Menu-c.js'),
    });

    expect(read('index-a.js')).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;\nrun();`);
    expect(read('home-b.js').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(read('Menu-c.js')).toBe('export const menu=1;');
  });

  it('shifts a hinted chunk’s source map down one line, and leaves chunks without a map alone', () => {
    writeBuilt({
      'index-a.js': 'run();',
      'index-a.js.map': JSON.stringify({ version: 3, mappings: 'AAAA;AACA', sources: ['main.ts'] }),
      'home-b.js': 'feed();',
    });
    runHook({
      'index-a.js': chunk('index-a.js', { name: 'index', isEntry: true }),
      'home-b.js': chunk('home-b.js'),
    });

    const map = JSON.parse(read('index-a.js.map')) as { mappings: string; sources: string[] };
    expect(map.mappings).toBe(';AAAA;AACA');
    expect(map.sources).toEqual(['main.ts']);
    expect(read('home-b.js')).toBe(`${COMPILE_HINT}\nfeed();`);
  });
});
