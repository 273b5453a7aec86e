import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** The system Chromium (Debian package). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumAvailable = () => existsSync(CHROMIUM_PATH);

/**
 * Launches headless Chromium with the flags above and any `extraFlags` (the benchmarks add their own); Playwright
 * gives every launch a fresh temporary user-data dir.
 */
export function launchChromium(extraFlags: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, ...extraFlags],
    timeout: 60_000,
  });
}
