/**
 * `npx tsx bench/initial-js.ts`: the JavaScript index.html makes the browser load before the first
 * render — the entry script, every <link rel="modulepreload">, and the entry's static imports
 * (recursively) from the Vite manifest; dynamic imports are not counted. Prints each file's raw and
 * gzip size (zlib level 9) and the total. 1 KB = 1024 bytes. Builds the client first if dist/ is stale.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { DIST, ensureClientBuilt } from '../scripts/build-client';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface InitialJsFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface InitialJs {
  files: InitialJsFile[];
  totalBytes: number;
  totalGzipBytes: number;
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Script files index.html references directly: module scripts and modulepreload links. */
export function scriptsInHtml(html: string): string[] {
  const out: string[] = [];
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src && /\btype="module"/.test(tag)) out.push(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && /\brel="modulepreload"/.test(tag)) out.push(href);
  }
  return out.map((p) => p.replace(/^\//, ''));
}

/** The entry chunks' files plus their static imports, transitively. */
export function staticClosure(manifest: Record<string, ManifestChunk>, entries: string[]): string[] {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, { key, chunk }]));
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const file of entries) {
    const found = byFile.get(file);
    if (found) visit(found.key);
    else seen.add(file);
  }
  return [...seen];
}

export function measureInitialJs(dist = DIST): InitialJs {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = staticClosure(manifest, scriptsInHtml(html))
    .filter((f) => f.endsWith('.js'))
    .map((file) => {
      const content = readFileSync(join(dist, file));
      return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    files,
    totalBytes: files.reduce((n, f) => n + f.bytes, 0),
    totalGzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0),
  };
}

export async function run(): Promise<InitialJs> {
  await ensureClientBuilt();
  const result = measureInitialJs();
  for (const f of result.files) {
    process.stdout.write(
      `  ${f.file.padEnd(40)} ${kb(f.bytes).padStart(8)} KB raw ${kb(f.gzipBytes).padStart(8)} KB gzip\n`,
    );
  }
  process.stdout.write(
    `initial JS: ${kb(result.totalGzipBytes)} KB gzip (${kb(result.totalBytes)} KB raw, ${result.files.length} file${result.files.length === 1 ? '' : 's'})\n`,
  );
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().catch((error: unknown) => {
    process.stderr.write(`initial-js failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
