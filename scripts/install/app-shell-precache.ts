/**
 * The app shell the service worker (public/sw.js) keeps for offline use: every file the build writes but the
 * source maps, Vite's own manifest and the worker itself. Files that only one interface language needs (its
 * emoji names, its message catalogues and their loaders: nearly half the bytes, the emoji names above all) are
 * listed apart by language, so that the worker keeps those of the language in use only, not every language's.
 * The worker gets the lists, and a version naming this build (a hash of every listed file's path and bytes as
 * written), from a line the build puts first in dist/sw.js: a new version is a new worker, which the open pages
 * offer to reload into.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The global the worker reads its build from (public/sw.js). */
export const BUILD_GLOBAL = '__TSUBAME_BUILD';

export interface AppShellBuild {
  version: string;
  /** from the site's root, the files every reader needs, index.html first (offline pages fall back to it) */
  files: string[];
  /** by interface language, the paths of the files only that language needs */
  languages: Record<string, string[]>;
}

/** Modules only one interface language needs (the language is the first group): emoji names, catalogues, loaders. */
const LANGUAGE_MODULES = [
  /[/\\]emojibase-data[/\\]([a-z]{2})[/\\]compact\.json$/,
  /[/\\]i18n[/\\]messages[/\\][\w-]+\.([a-z]{2})\.json$/,
  /[/\\]i18n[/\\]catalogue(?:-loaders)?-([a-z]{2})\.ts$/,
];

/** The language a chunk belongs to: the one every module in it is for; null when any module is for every reader. */
export function languageOfModules(moduleIds: readonly string[]): string | null {
  let language: string | null = null;
  for (const id of moduleIds) {
    const path = id.replace(/\?.*$/, '');
    const found = LANGUAGE_MODULES.map((pattern) => pattern.exec(path)?.[1]).find((match) => match !== undefined);
    if (found === undefined || (language !== null && found !== language)) return null;
    language = found;
  }
  return language;
}

/** Whether a written file belongs to the app shell. */
export function isShellFile(fileName: string, workerFiles: readonly string[]): boolean {
  if (fileName.endsWith('.map')) return false;
  if (fileName.startsWith('.vite/')) return false;
  return !workerFiles.includes(fileName);
}

/**
 * The shell of a build written to `dir`, from the names of the files written (the bundle's and the copied ones)
 * and the language each file is only for (null: every reader's).
 */
export function appShellBuild(
  dir: string,
  fileNames: readonly string[],
  workerFiles: readonly string[],
  languageOf: (fileName: string) => string | null = () => null,
): AppShellBuild {
  const written = [...new Set(fileNames)]
    .filter((name) => isShellFile(name, workerFiles))
    .sort((a, b) => (a === 'index.html' ? -1 : b === 'index.html' ? 1 : a.localeCompare(b)));
  const hash = createHash('sha256');
  for (const file of written)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(dir, file)))
      .update('\0');
  const files: string[] = [];
  const languages: Record<string, string[]> = {};
  for (const file of written) {
    const language = languageOf(file);
    if (language === null) files.push(`/${file}`);
    else (languages[language] ??= []).push(`/${file}`);
  }
  return { version: hash.digest('hex').slice(0, 16), files, languages };
}

/** The line the build puts first in the worker. */
export function buildLine(build: AppShellBuild): string {
  return `self.${BUILD_GLOBAL} = ${JSON.stringify(build)};\n`;
}
