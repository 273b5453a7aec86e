import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/** The repository root and the built client's folder. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DIST = join(ROOT, 'dist');

/** Builds the client with Vite's JS API (vite.config.ts), printing only errors. */
export async function buildClient(): Promise<void> {
  await build({ root: ROOT, logLevel: 'error' });
}

function newestChange(path: string): number {
  const info = statSync(path, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/** True when dist/ is missing or older than anything the build reads. */
export function clientBuildIsStale(): boolean {
  const built = statSync(join(DIST, '.vite', 'manifest.json'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (built === 0) return true;
  // scripts/install makes the icons, the manifest and the worker's shell list (installable-app.ts)
  const inputs = ['src', 'index.html', 'vite.config.ts', 'package.json', 'public', 'scripts/install'].map((p) =>
    newestChange(join(ROOT, p)),
  );
  return Math.max(...inputs) > built;
}

/** Builds unless dist/ is up to date; says whether it built. */
export async function ensureClientBuilt(): Promise<boolean> {
  if (!clientBuildIsStale()) return false;
  await buildClient();
  return true;
}
