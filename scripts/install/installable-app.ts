/**
 * The build's part in making Tsubame installable (vite.config.ts):
 * - the icons (app-icons.ts), the SVG favicon and the web app manifest (web-app-manifest.ts) are made from their
 *   sources and written with the bundle, and index.html links them;
 * - once every file is written (after the page's Content-Security-Policy is in index.html), the service worker
 *   copied from public/sw.js gets the app shell's list and version as its first line (app-shell-precache.ts).
 * A plugin of our own rather than vite-plugin-pwa: that plugin supports Vite 8, but needs workbox-build (Babel,
 * Rollup and the Workbox runtime packages) to produce a list of files, and a second build of the worker; the
 * worker here is one small file, and the list is the bundle's own.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { faviconSvg, renderIcons } from './app-icons';
import { appShellBuild, buildLine, languageOfModules } from './app-shell-precache';
import { themeColours, webAppManifest } from './web-app-manifest';

/** The service worker (public/sw.js, copied to the site's root). */
export const WORKER_FILE = 'sw.js';
export const MANIFEST_FILE = 'manifest.webmanifest';
export const FAVICON_FILE = 'favicon.svg';

export function installableApp(): Plugin {
  return {
    name: 'tsubame:installable-app',
    apply: 'build',
    generateBundle() {
      const colours = themeColours();
      for (const [fileName, source] of renderIcons(colours.light.accent))
        this.emitFile({ type: 'asset', fileName, source });
      this.emitFile({ type: 'asset', fileName: FAVICON_FILE, source: faviconSvg(colours.light.accent) });
      this.emitFile({
        type: 'asset',
        fileName: MANIFEST_FILE,
        source: `${JSON.stringify(webAppManifest(colours), null, 2)}\n`,
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        const link = (attrs: Record<string, string>) => ({ tag: 'link', attrs, injectTo: 'head' as const });
        return [
          link({ rel: 'manifest', href: `/${MANIFEST_FILE}` }),
          link({ rel: 'icon', href: `/${FAVICON_FILE}`, type: 'image/svg+xml' }),
          link({ rel: 'icon', href: '/icons/favicon-32.png', sizes: '32x32', type: 'image/png' }),
          link({ rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' }),
        ];
      },
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      handler(options, bundle) {
        const dir = options.dir ?? 'dist';
        const worker = join(dir, WORKER_FILE);
        if (!existsSync(worker)) this.error(`the service worker ${WORKER_FILE} was not copied from public/`);
        const languageOf = (fileName: string) => {
          const output = bundle[fileName];
          return output?.type === 'chunk' ? languageOfModules(output.moduleIds) : null;
        };
        const build = appShellBuild(dir, Object.keys(bundle), [WORKER_FILE, 'push-sw.js'], languageOf);
        writeFileSync(worker, `${buildLine(build)}${readFileSync(worker, 'utf8')}`);
      },
    },
  };
}
