/**
 * The browser the benchmarks measure pages in: the browser tests' headless Chromium, less the browser's own
 * interface work that a page load would otherwise share the machine with.
 *
 * Chromium 156 draws its omnibox popup (with its AI-mode entry) as a web page of its own, made for each new
 * window. So every fresh context of a run started a renderer that parsed about 370 modules: about a second of CPU,
 * on a two-core machine, during the measured page's load (seen in a trace: `chrome://omnibox-popup.top-chrome`,
 * 370 requests in the load's first second). A reader's window already has it. The benchmarks turn these two
 * features off, so that a run measures the page and not the opening of a window.
 */
import type { Browser } from 'playwright-core';
import { launchChromium } from '../tests/browser/harness/chromium';

export const BENCH_CHROMIUM_FLAGS: readonly string[] = ['--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'];

export function launchBenchChromium(): Promise<Browser> {
  return launchChromium(BENCH_CHROMIUM_FLAGS);
}
