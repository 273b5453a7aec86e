/**
 * The app shell the service worker (public/sw.js) keeps for offline use: every file the build writes but the
 * source maps, Vite's own manifest and the worker itself. The worker gets the list, and a version naming this
 * build (a hash of every listed file's path and bytes as written), from a line the build puts first in dist/sw.js:
 * a new version is a new worker, which the open pages offer to reload into.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The global the worker reads its build from (public/sw.js). */
export const BUILD_GLOBAL = '__TSUBAME_BUILD';

export interface AppShellBuild {
  version: string;
  /** the files' paths from the site's root, index.html first (pages offline fall back to it) */
  files: string[];
}

/** Whether a written file belongs to the app shell. */
export function isShellFile(fileName: string, workerFiles: readonly string[]): boolean {
  if (fileName.endsWith('.map')) return false;
  if (fileName.startsWith('.vite/')) return false;
  return !workerFiles.includes(fileName);
}

/** The shell of a build written to `dir`, from the names of the files written (the bundle's and the copied ones). */
export function appShellBuild(
  dir: string,
  fileNames: readonly string[],
  workerFiles: readonly string[],
): AppShellBuild {
  const files = [...new Set(fileNames)]
    .filter((name) => isShellFile(name, workerFiles))
    .sort((a, b) => (a === 'index.html' ? -1 : b === 'index.html' ? 1 : a.localeCompare(b)));
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(dir, file)))
      .update('\0');
  return { version: hash.digest('hex').slice(0, 16), files: files.map((file) => `/${file}`) };
}

/** The line the build puts first in the worker. */
export function buildLine(build: AppShellBuild): string {
  return `self.${BUILD_GLOBAL} = ${JSON.stringify(build)};\n`;
}
