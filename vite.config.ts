import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { FIRST_PAGE_GLOBAL, firstPageScript, HOME_PATHS } from './src/app/first-page-script';
import { STORAGE_KEYS } from './src/services/auth/auth-storage';
import { MOBILE_BREAKPOINT_PX } from './src/machines/layout-mode';
import { withContentSecurityPolicy } from './scripts/content-security-policy';
import { installableApp } from './scripts/install/installable-app';

/**
 * The build is shaped by the budget of bench/budget.json (the JavaScript loaded before the first post of the
 * home timeline shows). Each measure below says what it saves (gzip, measured with bench/home-timeline-js.ts).
 */

/** The lazy screen of the first page: its static imports form the `home` chunk (see homeChunk()). */
const HOME_SCREEN = fileURLToPath(new URL('./src/views/timelines/TimelineScreen.tsx', import.meta.url));

/** react-router ships a production build beside the development one its package exports point at. */
const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * Collects the static import closure of the home screen once the module graph is complete, so the
 * code-splitting group `home` can put all of it in one chunk instead of the half-dozen shared chunks rolldown
 * makes for it by default (fewer files, one gzip dictionary: about 1 KB). Dynamic imports inside it (menus,
 * dialogs, runtimes) stay their own chunks.
 */
function homeChunk(modules: Set<string>): Plugin {
  return {
    name: 'tsubame:home-chunk',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      if (!this.getModuleInfo(HOME_SCREEN))
        this.error(`the home screen ${HOME_SCREEN} is not in the build: update HOME_SCREEN in vite.config.ts`);
      modules.clear();
      const visit = (id: string) => {
        if (modules.has(id)) return;
        modules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      visit(HOME_SCREEN);
    },
  };
}

/**
 * react-router's bundle marks its `forwardRef`/`createContext` calls as side effects and sets `displayName`
 * after them, which keeps components this app never renders (Form, fetcher forms, ScrollRestoration, ...) in
 * the bundle. Marking those calls pure and dropping the devtools-only `displayName` assignments lets them
 * tree-shake (about 1.2 KB); behaviour is unchanged. Its production build also keeps its development warnings
 * (console messages about a misused router: a basename the URL lacks, a malformed link); `warning` returns at
 * once, so the minifier drops them and their texts (about 0.45 KB). Nothing else reads them.
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: 'tsubame:tree-shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: /react-router[\\/]dist[\\/]production[\\/]/ },
      handler(code) {
        const shaken = code
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
          .replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, '= /* @__PURE__ */ $1')
          .replace(/^function warning\(cond, message\) \{$/m, 'function warning(cond, message) {\n  return;');
        return shaken === code ? null : { code: shaken, map: null };
      },
    },
  };
}

/**
 * @xstate/react imports the use-sync-external-store shims, written for React versions before 18. React 19 has
 * useSyncExternalStore itself, so the shim becomes React's own hook and the selector shim its non-shim build
 * (the same code, without the shim's fallback implementation): about 0.3 KB.
 */
function reactOwnSyncExternalStore(): Plugin {
  const SHIM = '\0tsubame:use-sync-external-store-shim';
  return {
    name: 'tsubame:react-own-sync-external-store',
    apply: 'build',
    // before Vite's own resolver, which would otherwise resolve the shims first
    enforce: 'pre',
    resolveId: {
      filter: { id: /^use-sync-external-store\/shim/ },
      handler(source, importer) {
        if (/^use-sync-external-store\/shim(?:\/index\.js)?$/.test(source)) return SHIM;
        if (/^use-sync-external-store\/shim\/with-selector(?:\.js)?$/.test(source)) {
          return this.resolve('use-sync-external-store/with-selector.js', importer, { skipSelf: true });
        }
        return null;
      },
    },
    load: {
      filter: { id: /^\0tsubame:use-sync-external-store-shim$/ },
      handler() {
        return "export { useSyncExternalStore } from 'react';";
      },
    },
  };
}

/** The icon sprite (see Icon.tsx), put at the start of the page's body without its comment. */
const ICON_SPRITE = fileURLToPath(new URL('./src/views/common/icons.svg', import.meta.url));

/**
 * Puts the icon sprite in index.html, so the icons are parsed once with the page (no JavaScript carries them, and
 * no icon is an image of its own: an SVG image costs a document each at the first layout).
 */
export function iconSprite(): Plugin {
  return {
    name: 'tsubame:icon-sprite',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const sprite = readFileSync(ICON_SPRITE, 'utf8')
          .replace(/<!--[\s\S]*?-->/g, '')
          .replace(/>\s+</g, '><')
          .trim();
        return html.replace('<body>', `<body>${sprite}`);
      },
    },
  };
}

/** The area module the first screen calls first (its home timeline page); its chunk is preloaded with the page. */
const FIRST_CALL_AREA = fileURLToPath(new URL('./src/services/api/timelines.ts', import.meta.url));
/** Each interface language's eager catalogue module (src/i18n/start.ts loads the reader's one). */
const CATALOGUES = { en: 'src/i18n/catalogue-en.ts', ja: 'src/i18n/catalogue-ja.ts' } as const;

/**
 * The inline script that preloads the reader's catalogue: the language chosen in the settings (put on <html> by
 * index.html's first script), else the first of the browser's languages the interface speaks, else English, as
 * src/i18n/language.ts decides.
 */
export function catalogueChooser(files: Readonly<Record<keyof typeof CATALOGUES, string>>): string {
  return `(function(){var c=${JSON.stringify(files)},d=document,l=d.documentElement.dataset.language,n=navigator.languages||[navigator.language],i,b,k;for(i=0;l!="en"&&l!="ja"&&i<n.length;i++){b=String(n[i]).toLowerCase().split("-")[0];if(b=="en"||b=="ja")l=b}k=d.createElement("link");k.rel="modulepreload";k.crossOrigin="";k.href=l=="ja"?c.ja:c.en;d.head.appendChild(k)})()`;
}

/** The mobile layout's frame, a chunk of its own that only a narrow window loads (views/shell/LazyMobileShell.tsx). */
const MOBILE_FRAME = 'src/views/shell/MobileShell.tsx';

/**
 * Added to the catalogue chooser's script: on a window as narrow as the mobile layout, the mobile frame's chunk is
 * preloaded with the page too (app/first-screen.ts waits for it before the first render).
 */
export function mobileFramePreload(file: string): string {
  return `;(function(d,k){if(innerWidth<=${MOBILE_BREAKPOINT_PX}){k=d.createElement("link");k.rel="modulepreload";k.crossOrigin="";k.href=${JSON.stringify(file)};d.head.appendChild(k)}})(document)`;
}

/** Where index.html takes the first screen's inline scripts: right after the theme script, first in the page. */
export const FIRST_SCREEN_MARKER = /<!-- tsubame:first-screen\b[^>]*-->/;

/** The home timeline's path on a server (services/api/timelines.ts), asked for by the inline script. */
export const HOME_TIMELINE_PATH = '/api/v1/timelines/home';

/**
 * V8's explicit compile hint: a script starting with this comment has all its functions compiled while it is
 * streamed in, on a background thread, instead of each one on the main thread the first time it is called.
 * Given to the entry and the home screen's chunk, whose code nearly all runs before the first post: without it,
 * the first render alone compiled about 400 functions on the main thread (about 70 ms at 1x on the benchmark
 * machine).
 * V8 reads it only on the file's first line, so it is put there once the files are written (minification and
 * Vite's list of preloaded files would come before it otherwise); each source map is shifted down a line.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function compileHints(): Plugin {
  return {
    name: 'tsubame:compile-hints',
    apply: 'build',
    // once the files are written: Vite puts its list of preloaded files at the top of a chunk as late as that
    writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      for (const chunk of chunks.filter((candidate) => candidate.isEntry || candidate.name === 'home')) {
        const file = join(options.dir ?? 'dist', chunk.fileName);
        writeFileSync(file, `${COMPILE_HINT}\n${readFileSync(file, 'utf8')}`);
        if (!existsSync(`${file}.map`)) continue;
        const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { mappings: string };
        writeFileSync(`${file}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
      }
    },
  };
}

/**
 * Preloads the first screen's code with the page: the home screen's chunk (posts, the feed) and the timelines
 * call area with what they import, as <link rel="modulepreload"> (and the home chunk's stylesheet) in the built
 * index.html, and the reader's catalogue through a small inline script. They download while the entry chunk
 * downloads and runs, instead of after it: the entry asks for them only once it has run. Every screen that shows
 * posts uses the home chunk. A second inline script asks for the home timeline's first page
 * (src/app/first-page-script.ts). Both scripts run first in the page, before the entry chunk is compiled.
 */
export function preloadFirstScreen(): Plugin {
  return {
    name: 'tsubame:preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return undefined;
        if (!FIRST_SCREEN_MARKER.test(html))
          throw new Error('preloadFirstScreen: index.html has no first-screen marker');
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byModule = (path: string) => chunks.find((chunk) => chunk.facadeModuleId?.endsWith(path));
        const home = chunks.find((chunk) => chunk.name === 'home');
        const area = chunks.find((chunk) => chunk.facadeModuleId === FIRST_CALL_AREA);
        const en = byModule(CATALOGUES.en);
        const ja = byModule(CATALOGUES.ja);
        const mobileFrame = byModule(MOBILE_FRAME);
        if (!home || !area || !en || !ja) throw new Error('preloadFirstScreen: a first-screen chunk is missing');
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (file: string) => {
          const chunk = chunks.find((candidate) => candidate.fileName === file);
          if (!chunk || chunk.isEntry || scripts.has(file)) return;
          scripts.add(file);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          chunk.imports.forEach(visit);
        };
        visit(home.fileName);
        visit(area.fileName);
        const inline = [
          catalogueChooser({ en: `/${en.fileName}`, ja: `/${ja.fileName}` }) +
            (mobileFrame ? mobileFramePreload(`/${mobileFrame.fileName}`) : ''),
          firstPageScript({
            homePaths: [...HOME_PATHS],
            accountsKey: STORAGE_KEYS.accounts,
            currentKey: STORAGE_KEYS.current,
            path: HOME_TIMELINE_PATH,
            global: FIRST_PAGE_GLOBAL,
          }),
        ].map((code) => `<script>${code}</script>`);
        const tags = [
          ...[...styles].map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...[...scripts].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
        return { html: html.replace(FIRST_SCREEN_MARKER, inline.join('')), tags };
      },
    },
  };
}

/**
 * Puts the page's Content-Security-Policy (scripts/content-security-policy.ts) in the written index.html, once
 * every inline script is in its final form, so their hashes are those of the page as served.
 */
export function contentSecurityPolicy(): Plugin {
  return {
    name: 'tsubame:content-security-policy',
    apply: 'build',
    writeBundle(options) {
      const file = join(options.dir ?? 'dist', 'index.html');
      if (existsSync(file)) writeFileSync(file, withContentSecurityPolicy(readFileSync(file, 'utf8')));
    },
  };
}

/**
 * The chunks that keep their names in their file names: those loaded before the home timeline's first post, and
 * the keyboard shortcuts' runtime, whose arrival the browser specs wait for (tests/browser/harness/hotkeys-ready.ts).
 */
const NAMED_CHUNKS = new Set(['home', 'timelines', 'markers', 'catalogue-en', 'catalogue-ja', 'hotkeys-runtime']);

export default defineConfig(({ command }) => {
  const homeModules = new Set<string>();
  return {
    plugins: [
      react(),
      homeChunk(homeModules),
      treeShakeReactRouter(),
      reactOwnSyncExternalStore(),
      iconSprite(),
      preloadFirstScreen(),
      compileHints(),
      contentSecurityPolicy(),
      // the icons, the web app manifest and the service worker's app shell (after the policy: it hashes index.html)
      installableApp(),
    ],
    // the production build of react-router (no dev-only warnings): about 0.5 KB; tests keep the default build
    resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] } : {},
    build: {
      target: 'es2022',
      sourcemap: true,
      outDir: 'dist',
      // dist/.vite/manifest.json: bench/initial-js.ts reads the entry's static imports from it
      manifest: true,
      // No list of each lazy chunk's imports to download alongside it: those lists sit in the first chunk (about
      // 1.9 KB gzip of names on the way to the first post, more with every screen), while the app's service worker
      // keeps every file on the device from the first visit on, so a lazy screen's imports come from there. The
      // browser asks for a lazy chunk's imports once it has the chunk (one round trip more, on a first visit
      // only). A lazy chunk's stylesheet is still put in the page with it (Vite keeps those lists).
      modulePreload: false,
      rolldownOptions: {
        output: {
          // seven characters of hash (42 bits) tell the files apart as well as eight (the bundler asks no fewer for
          // this many chunks); the lazy chunks' names are in the first chunk (each lazy import names its file), so
          // every character counts in the first download. The lazy chunks go by their hash alone; the source maps
          // still name every module. The first path's chunks keep their names, which the budget's figures print
          // (NAMED_CHUNKS).
          entryFileNames: 'assets/[name]-[hash:7].js',
          chunkFileNames: (chunk) =>
            NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash:7].js' : 'assets/[hash:7].js',
          assetFileNames: 'assets/[name]-[hash:7][extname]',
          codeSplitting: {
            groups: [
              // everything index.html loads before the first render, in one chunk instead of a dozen small
              // shared ones (about 4.4 KB: per-file overhead, and one dictionary for gzip)
              { name: 'initial', tags: ['$initial'], priority: 2 },
              { name: 'home', test: (id: string) => homeModules.has(id), priority: 1 },
            ],
          },
        },
      },
    },
  };
});
