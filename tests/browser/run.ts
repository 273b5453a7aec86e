/**
 * `npm run test:browser [-- <name filter>...]`: builds the client when dist/ is missing or stale, starts
 * the seeded sandbox and the static client server on free loopback ports, launches headless Chromium (Debian's
 * /usr/bin/chromium where installed, else the one from npm; TSUBAME_CHROMIUM=packaged|system picks one:
 * harness/chromium.ts) and runs every tests/browser/specs/*.spec.ts module in a fresh browser context. Prints
 * the browser's version, one line per spec and finally `browser: N passed, M failed`; exits non-zero when a
 * spec fails or no Chromium can be launched. Screenshots go to tests/browser/screenshots/<name>-<width>.png.
 * Every request the client sends to the sandbox, and every answer, is checked against the merged contract
 * (tests/support/contract-recorder.ts): the runner prints `contract: N checks, V violations`, writes
 * .tmp/contract/observed-browser.json and fails the run when V > 0.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { startSandboxServer, type SandboxServer } from '../../sandbox/server/start';
import { DIST, ensureClientBuilt } from '../../scripts/build-client';
import { startStaticServer, type StaticServer } from '../../scripts/static-server';
import { createContractRecorder, type ContractRecorder } from '../support/contract-recorder';
import { checkAccessibility } from './harness/axe';
import { launchChromium, processChromium, type ResolvedChromium } from './harness/chromium';
import type { BrowserSpecModule } from './harness/types';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const SPECS_DIR = join(HERE, 'specs');
export const SCREENSHOT_DIR = join(HERE, 'screenshots');
// a stop for a spec that hangs: several specs take 60-90 s on a busy two-core machine (with either Chromium)
const SPEC_TIMEOUT_MS = 180_000;

const say = (line: string) => process.stdout.write(`${line}\n`);

async function loadSpecs(filters: string[]): Promise<BrowserSpecModule[]> {
  const files = readdirSync(SPECS_DIR)
    .filter((f) => f.endsWith('.spec.ts'))
    .sort();
  const specs: BrowserSpecModule[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(SPECS_DIR, file)).href)) as Partial<BrowserSpecModule>;
    if (typeof mod.name !== 'string' || typeof mod.run !== 'function')
      throw new Error(`${file} must export name and run`);
    if (filters.length === 0 || filters.some((f) => mod.name!.includes(f))) specs.push(mod as BrowserSpecModule);
  }
  return specs;
}

/** Prints the contract line and every problem; returns how many problems there were. */
async function reportContract(recorder: ContractRecorder): Promise<number> {
  await recorder.writeReport();
  const problems = recorder.problems();
  say(`contract: ${recorder.checks} checks, ${problems.length} violations`);
  for (const problem of problems) say(`    ${problem}`);
  return problems.length;
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Reports each Content-Security-Policy violation of a page to the runner (an init script: the DevTools protocol
 * adds it, so the policy does not apply to it).
 */
const CSP_LISTENER = `document.addEventListener('securitypolicyviolation', (event) => {
  window.__tsubameCspRefused(event.effectiveDirective + ' refused ' + (event.blockedURI || 'an inline script or style') +
    ' at ' + (event.sourceFile || document.location.href) + ':' + event.lineNumber);
});`;

async function runSpec(
  browser: Browser,
  spec: BrowserSpecModule,
  clientUrl: string,
  sandboxUrl: string,
): Promise<void> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    colorScheme: 'light',
  });
  const pageErrors: string[] = [];
  // every spec runs under the built page's Content-Security-Policy: anything it refuses fails the spec
  const refused: string[] = [];
  await context.exposeBinding('__tsubameCspRefused', (_source, text: string) => void refused.push(text));
  await context.addInitScript(CSP_LISTENER);
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // BROWSER_DEBUG=1 prints the page's console errors (an error boundary catches a screen's error quietly)
    if (process.env.BROWSER_DEBUG)
      page.on('console', (message) => message.type() === 'error' && say(`  console: ${message.text().slice(0, 600)}`));
    // a failed spec leaves a picture of where it stopped (<name>-failure-<width>.png), for flaky failures above all
    const pictureFailure = (error: unknown) =>
      page
        .screenshot({ path: join(SCREENSHOT_DIR, `${spec.name}-failure-${page.viewportSize()?.width ?? 0}.png`) })
        .catch(() => undefined)
        .then(() => Promise.reject(error));
    await withTimeout(
      spec
        .run({
          page,
          context,
          clientUrl,
          sandboxUrl,
          axe: ({ page: other, ...options } = {}) => checkAccessibility(other ?? page, options),
          screenshot: async (name, other = page) => {
            const width = other.viewportSize()?.width ?? 0;
            const path = join(SCREENSHOT_DIR, `${name}-${width}.png`);
            await other.screenshot({ path, fullPage: true });
            return path;
          },
        })
        .catch(pictureFailure),
      SPEC_TIMEOUT_MS,
      spec.name,
    );
    if (pageErrors.length) throw new Error(`uncaught error(s) in the page:\n  ${pageErrors.join('\n  ')}`);
    if (refused.length) throw new Error(`refused by the Content-Security-Policy:\n  ${refused.join('\n  ')}`);
  } finally {
    await context.close().catch(() => undefined);
  }
}

async function main(): Promise<number> {
  let chosen: ResolvedChromium;
  try {
    chosen = await processChromium();
  } catch (error) {
    say(`browser: no Chromium — ${error instanceof Error ? error.message : String(error)}`);
    say('browser: 0 passed, 1 failed');
    return 1;
  }
  const specs = await loadSpecs(process.argv.slice(2));
  if (specs.length === 0) {
    say('browser: no spec matched');
    say('browser: 0 passed, 0 failed');
    return 1;
  }
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  if (await ensureClientBuilt()) say('browser: built the client');

  let sandbox: SandboxServer | null = null;
  let client: StaticServer | null = null;
  let browser: Browser | null = null;
  let passed = 0;
  let failed = 0;
  const contract = createContractRecorder('browser');
  try {
    // the hook receives clones of the request and the answer; the recorder reads both
    sandbox = await startSandboxServer({
      port: 0,
      host: '127.0.0.1',
      onExchange: (request, response) => contract.check(request, response),
    });
    client = await startStaticServer({ root: DIST, port: 0, host: '127.0.0.1', defaultServer: sandbox.url });
    browser = await launchChromium();
    say(`browser: Chromium ${browser.version()} (${chosen.origin})`);
    for (const spec of specs) {
      const started = Date.now();
      try {
        // a browser that crashed or was closed under a spec is started again, so one crash fails one spec
        if (!browser.isConnected()) {
          say('browser: Chromium is gone; starting it again');
          browser = await launchChromium();
        }
        await runSpec(browser, spec, client.url, sandbox.url);
        passed += 1;
        say(`browser: ✓ ${spec.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      } catch (error) {
        failed += 1;
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        say(`browser: ✗ ${spec.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
        say(
          message
            .split('\n')
            .map((l) => `    ${l}`)
            .join('\n'),
        );
      }
    }
  } catch (error) {
    failed += 1;
    say(`browser: setup failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await browser?.close().catch(() => undefined);
    await client?.close().catch(() => undefined);
    await sandbox?.close().catch(() => undefined);
  }
  const violations = await reportContract(contract);
  say(`browser: ${passed} passed, ${failed} failed`);
  writeResults({ passed, failed: failed + (violations > 0 ? 1 : 0), contractViolations: violations });
  return failed > 0 || violations > 0 ? 1 : 0;
}

/** Read by scripts/test-summary.ts, the last step of `npm test`. */
function writeResults(results: { passed: number; failed: number; contractViolations: number }): void {
  const dir = join(HERE, '..', '..', '.tmp', 'test-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'browser.json'), `${JSON.stringify(results)}\n`);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    say(`browser: runner crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    say('browser: 0 passed, 1 failed');
    process.exit(1);
  },
);
