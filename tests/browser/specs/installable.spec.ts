/**
 * Tsubame installs as an app: the page links a web app manifest that Chromium finds nothing wrong with (no
 * installability errors but that the test's profile is off the record), with the icons at the sizes it states; the app's service worker is registered once
 * the first screen is done and becomes active, having kept the app shell (of the interface languages' own files,
 * those of the language shown only); and with the network gone, a reload
 * still shows the app (the sign-in screen, then the home shell of a signed-in reader).
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { signInThroughOAuth } from '../harness/sign-in-flow';
import { stepper } from '../harness/stepper';
import { tracer } from '../harness/app-journey';
import type { SpecContext } from '../harness/types';

export const name = 'installable';

interface ManifestIcon {
  src: string;
  sizes: string;
  purpose?: string;
}

/** Waits until the app's worker (scope: the site's root) is active and controls the page; returns its scope. */
async function workerActive(page: Page): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      const ready = registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
      return ready ? registration.scope : null;
    });
    if (scope !== null) return scope;
    if (Date.now() > deadline) throw new Error("the app's service worker did not become active");
    await page.waitForTimeout(250);
  }
}

/** The natural size of a picture the page loads. */
function pictureSize(page: Page, src: string): Promise<string> {
  return page.evaluate(
    (url) =>
      new Promise<string>((resolve, reject) => {
        const picture = new Image();
        picture.onload = () => resolve(`${picture.naturalWidth}x${picture.naturalHeight}`);
        picture.onerror = () => reject(new Error(`${url} did not load`));
        picture.src = url;
      }),
    src,
  );
}

export async function run({ page, context, clientUrl }: SpecContext): Promise<void> {
  const trace = tracer(name);
  const { step, failures } = stepper(page, name, trace);

  await step('the manifest is linked and Chromium reports no installability errors', async () => {
    await page.goto(`${clientUrl}/`);
    await page.getByLabel('Server address').waitFor();
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    assert.equal(href, '/manifest.webmanifest');
    const session = await context.newCDPSession(page);
    try {
      const manifest = (await session.send('Page.getAppManifest')) as {
        url: string;
        errors: Array<{ message: string }>;
        data?: string;
      };
      assert.deepEqual(manifest.errors, [], `the manifest parses: ${JSON.stringify(manifest.errors)}`);
      const parsed = JSON.parse(manifest.data ?? '{}') as { display?: string; icons?: ManifestIcon[] };
      assert.equal(parsed.display, 'standalone');
      for (const icon of parsed.icons ?? []) assert.equal(await pictureSize(page, icon.src), icon.sizes, icon.src);
      // the worker is part of what Chromium checks: wait for it first
      assert.equal(await workerActive(page), `${clientUrl}/`);
      const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: Array<{ errorId: string }>;
      };
      // a test's browser context is an off-the-record profile, where Chromium installs nothing whatever the page;
      // every other error would be the page's
      assert.deepEqual(
        installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
        [],
        'Chromium would install the app',
      );
    } finally {
      await session.detach();
    }
  });

  await step("the worker keeps every reader's files and the language shown's, not another language's", async () => {
    await workerActive(page);
    const { common, en, ja, kept } = await page.evaluate(async () => {
      // the build's lists are the worker's first line: self.__TSUBAME_BUILD = {...};
      const first = (await (await fetch('/sw.js')).text()).split('\n')[0] ?? '';
      const build = JSON.parse(first.slice(first.indexOf('=') + 1).replace(/;\s*$/, '')) as {
        files: string[];
        languages: Record<string, string[]>;
      };
      const names = (await caches.keys()).filter((name) => name.startsWith('tsubame-shell-'));
      const requests = names.length === 1 ? await (await caches.open(names[0] ?? '')).keys() : [];
      return {
        common: build.files,
        en: build.languages.en ?? [],
        ja: build.languages.ja ?? [],
        kept: requests.map((request) => new URL(request.url).pathname),
      };
    });
    assert.ok(en.length > 0 && ja.length > 0, "the build lists each language's own files");
    const missing = [...common, ...en].filter((file) => !kept.includes(file));
    assert.deepEqual(missing, [], 'every file the English interface needs is kept');
    assert.deepEqual(
      ja.filter((file) => kept.includes(file)),
      [],
      'no file of the Japanese interface is kept',
    );
  });

  await step('offline, a reload still opens the app: the sign-in screen', async () => {
    await workerActive(page);
    await context.setOffline(true);
    try {
      await page.reload();
      await page.getByLabel('Server address').waitFor();
    } finally {
      await context.setOffline(false);
    }
  });

  await step('signed in, offline, a reload shows the home shell', async () => {
    await signInThroughOAuth(page, clientUrl, 'alice');
    await workerActive(page);
    await context.setOffline(true);
    try {
      await page.reload();
      await page.waitForURL(/\/home$/);
      await page.getByRole('navigation').first().waitFor();
    } finally {
      await context.setOffline(false);
    }
  });

  if (failures.length > 0) throw new Error(failures.join('\n'));
}
