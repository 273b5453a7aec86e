import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { findPackagedChromium, PACKAGED_CHROMIUM_PACKAGE, unpackPackagedChromium } from './packaged-chromium';

/** The system Chromium (Debian package), used wherever it is installed. */
export const SYSTEM_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Picks the browser: `system` (Debian's, fails when it is missing), `packaged` (the one from npm, see
 * packaged-chromium.ts) or `auto` (the default: Debian's when installed, else the packaged one).
 */
export const CHROMIUM_CHOICE_VARIABLE = 'TSUBAME_CHROMIUM';

export type ChromiumChoice = 'system' | 'packaged';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Which Chromium to launch, from the variable above and whether Debian's is installed. */
export function chooseChromium(
  env: Record<string, string | undefined> = process.env,
  systemInstalled: boolean = existsSync(SYSTEM_CHROMIUM_PATH),
): ChromiumChoice {
  const asked = env[CHROMIUM_CHOICE_VARIABLE] ?? 'auto';
  if (asked === 'system' || asked === 'packaged') return asked;
  if (asked !== 'auto' && asked !== '')
    throw new Error(`${CHROMIUM_CHOICE_VARIABLE}=${asked}: expected system, packaged or auto`);
  return systemInstalled ? 'system' : 'packaged';
}

export interface ResolvedChromium {
  choice: ChromiumChoice;
  executablePath: string;
  /** for the runner's first line: which browser and where it came from */
  origin: string;
}

/** The chosen Chromium's path (the packaged one is unpacked on first use). */
export async function resolveChromium(
  env: Record<string, string | undefined> = process.env,
): Promise<ResolvedChromium> {
  const choice = chooseChromium(env);
  if (choice === 'system') {
    if (!existsSync(SYSTEM_CHROMIUM_PATH))
      throw new Error(
        `${CHROMIUM_CHOICE_VARIABLE}=system but ${SYSTEM_CHROMIUM_PATH} is not installed (apt-get install -y chromium)`,
      );
    return { choice, executablePath: SYSTEM_CHROMIUM_PATH, origin: `Debian's, ${SYSTEM_CHROMIUM_PATH}` };
  }
  const executablePath = await unpackPackagedChromium();
  return { choice, executablePath, origin: `${PACKAGED_CHROMIUM_PACKAGE} ${findPackagedChromium().version}` };
}

let resolving: Promise<ResolvedChromium> | null = null;

/** The Chromium this process launches, resolved once. */
export function processChromium(): Promise<ResolvedChromium> {
  resolving ??= resolveChromium();
  return resolving;
}

/**
 * Launches headless Chromium with the flags above and any `extraFlags` (the benchmarks add their own); Playwright
 * gives every launch a fresh temporary user-data dir.
 */
export async function launchChromium(extraFlags: readonly string[] = []): Promise<Browser> {
  const { executablePath } = await processChromium();
  return chromium.launch({
    executablePath,
    headless: true,
    args: [...CHROMIUM_FLAGS, ...extraFlags],
    timeout: 60_000,
  });
}
