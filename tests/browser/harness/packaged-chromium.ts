/**
 * The Chromium that comes from the npm registry with `npm install`: @sparticuz/chromium ships a headless Chromium
 * (the headless shell) as one brotli-compressed file, bin/chromium.br. It is used where Debian's Chromium is not
 * installed, so that a fresh machine needs nothing but `npm install` to run the browser specs and the benchmarks.
 *
 * The file is unpacked once per installed version into node_modules/.cache/packaged-chromium/<version>/chromium.
 * The package's own executablePath() is not used: it unpacks into the shared /tmp/chromium whatever the version,
 * and answers with that path as soon as the file exists, even while another process is still writing it. Here a
 * process writes a file of its own and renames it into place when complete, so a run started beside another one
 * never launches half a browser, and a new version of the package gets a new folder.
 *
 * The binary links against libnss3, libnspr4 and libexpat1 of the system, which a fresh Debian 12 has; it brings
 * its own fontconfig and reads the system's fonts (/etc/fonts).
 */
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createBrotliDecompress } from 'node:zlib';

export const PACKAGED_CHROMIUM_PACKAGE = '@sparticuz/chromium';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CACHE_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'packaged-chromium');

export interface PackagedChromium {
  /** the package's version, e.g. 153.0.0 (its major is Chromium's) */
  version: string;
  /** the compressed browser inside the installed package */
  compressed: string;
  /** where the browser is unpacked to */
  executablePath: string;
}

/** Where the installed package keeps its browser; throws with the command to run when it is not installed. */
export function findPackagedChromium(): PackagedChromium {
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve(PACKAGED_CHROMIUM_PACKAGE);
  } catch {
    throw new Error(`${PACKAGED_CHROMIUM_PACKAGE} is not installed: run npm install (or apt-get install -y chromium)`);
  }
  // the package exports only its entry (build/index.js); its folder is the one above build/
  const root = dirname(dirname(entry));
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  return {
    version,
    compressed: join(root, 'bin', 'chromium.br'),
    executablePath: join(CACHE_DIR, version, 'chromium'),
  };
}

/** The path of the packaged browser, unpacked first if this version has not been yet. */
export async function unpackPackagedChromium(): Promise<string> {
  const packaged = findPackagedChromium();
  if (existsSync(packaged.executablePath)) return packaged.executablePath;
  if (!existsSync(packaged.compressed))
    throw new Error(`${packaged.compressed} is missing: reinstall ${PACKAGED_CHROMIUM_PACKAGE} (npm ci)`);
  mkdirSync(dirname(packaged.executablePath), { recursive: true });
  const partial = `${packaged.executablePath}.${process.pid}.partial`;
  try {
    await pipeline(
      createReadStream(packaged.compressed),
      createBrotliDecompress(),
      createWriteStream(partial, { mode: 0o755 }),
    );
    // a rename within one folder is atomic: another process sees no file or the whole one
    renameSync(partial, packaged.executablePath);
  } finally {
    rmSync(partial, { force: true });
  }
  return packaged.executablePath;
}
