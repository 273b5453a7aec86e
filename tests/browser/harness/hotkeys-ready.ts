import type { Page } from 'playwright-core';

/**
 * Waits until the keyboard shortcuts listen. Their listener (app/shell/Hotkeys.tsx) downloads only after the first
 * posts have painted, and a key pressed before it is there is nobody's; once the page has fetched the shortcuts'
 * runtime (which that listener asks for), a key press is handled, or handed over the moment the runtime starts.
 * The runtime's file keeps its chunk name for this (NAMED_CHUNKS in vite.config.ts).
 */
export async function waitForHotkeys(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /\/hotkeys-runtime-[^/]*\.js$/.test(entry.name)),
  );
}
