import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The build is shaped by the budget of bench/budget.json (the JavaScript loaded before the first post of the
 * home timeline shows). Each measure below says what it saves (gzip, measured with bench/home-timeline-js.ts).
 */

/** The lazy screen of the first page: its static imports form the `home` chunk (see homeChunk()). */
const HOME_SCREEN = fileURLToPath(new URL('./src/views/timeline/TimelineScreen.tsx', import.meta.url));

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
 * tree-shake (about 1.2 KB); behaviour is unchanged.
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
          .replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, '= /* @__PURE__ */ $1');
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

export default defineConfig(({ command }) => {
  const homeModules = new Set<string>();
  return {
    plugins: [react(), homeChunk(homeModules), treeShakeReactRouter(), reactOwnSyncExternalStore()],
    // the production build of react-router (no dev-only warnings): about 0.5 KB; tests keep the default build
    resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] } : {},
    build: {
      target: 'es2022',
      sourcemap: true,
      outDir: 'dist',
      // dist/.vite/manifest.json: bench/initial-js.ts reads the entry's static imports from it
      manifest: true,
      // every browser the es2022 target reaches but Safari 16 supports modulepreload; without it the browser
      // only loads a lazy chunk's imports after the chunk itself (slower, same result)
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
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
