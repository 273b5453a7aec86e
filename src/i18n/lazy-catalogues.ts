import { mergeCatalogues } from './merge';
import { catalogueAdded, currentTranslator } from './react';
import type { Translator } from './translator';

/**
 * Lazy catalogues: every ./messages/<feature>.<language>.json whose feature is not in EAGER_FEATURES
 * (eager-catalogues.ts) is its own small chunk, downloaded by loadMessages(feature) in the reader's language
 * only. The loaders are a chunk per language (catalogue-loaders-en.ts, catalogue-loaders-ja.ts: one glob each),
 * downloaded with the first lazy feature, so the first screen carries none of their file names; start.ts makes
 * the reader's language's known (addCatalogueLoaders).
 *
 * How a lazy feature declares its catalogue: the code that loads the screen, dialog or runtime showing the
 * feature's strings waits for them too, so no key ever shows in place of its text:
 * - a React.lazy screen or dialog: `lazyWithMessages(['profile'], () => import('./ProfilePage'))`
 *   (lazy-with-messages.ts) instead of `lazy(() => import('./ProfilePage'))`;
 * - any other dynamic import: `importWithMessages(['streaming'], () => import('./runtime'))`;
 * - or directly `await loadMessages('feature')` before the strings are shown.
 * A new catalogue is lazy unless added to EAGER_FEATURES (and the globs). tests/unit/i18n/lazy-catalogues.test.ts
 * fails when a lazy catalogue is named by none of these calls in src/ (write the features as string literals,
 * so the test can find them).
 */
export type CatalogueLoaders = Record<string, () => Promise<Record<string, unknown>>>;

/** The loaders, as a map or as the download of one (the page's: catalogue-loaders-en.ts, a chunk of its own). */
export type CatalogueLoaderSource = CatalogueLoaders | (() => Promise<CatalogueLoaders>);

/**
 * loadMessages over the given loaders (keyed `./messages/<feature>.<language>.json`), for the current
 * translator (react.ts). The page's loadMessages reads the loaders start.ts adds; tests pass their own.
 */
export function createMessageLoader(source: CatalogueLoaderSource): (feature: string) => Promise<void> {
  const loading = new WeakMap<Translator, Map<string, Promise<void>>>();
  return (feature) => {
    const translator = currentTranslator();
    if (!translator) return Promise.reject(new Error('i18n is not initialised: call startI18n() first'));
    if (translator.has(feature)) return Promise.resolve();
    let pending = loading.get(translator);
    if (!pending) loading.set(translator, (pending = new Map()));
    const known = pending.get(feature);
    if (known) return known;
    const path = `./messages/${feature}.${translator.language}.json`;
    const start = (loaders: CatalogueLoaders) =>
      loaders[path]?.() ?? Promise.reject(new Error(`i18n: no lazy catalogue ${path}`));
    // a map starts the download at once; the page's loaders are downloaded first
    const download = (typeof source === 'function' ? source().then(start) : start(source)).then(
      (tree) => {
        translator.add(mergeCatalogues({ [path]: tree })[translator.language]);
        catalogueAdded();
      },
      (error: unknown) => {
        pending.delete(feature);
        throw error;
      },
    );
    pending.set(feature, download);
    return download;
  };
}

/** The downloads of the languages' loaders start.ts and switch-language.ts have made known, in that order. */
const pageSources: Array<() => Promise<CatalogueLoaders>> = [];

/**
 * Makes a language's lazy catalogue files known to loadMessages (start.ts, with the eager chunk): their loaders
 * are downloaded when the first lazy feature is asked for.
 */
export function addCatalogueLoaders(load: () => Promise<CatalogueLoaders>): void {
  pageSources.push(load);
}

const pageLoaders = async (): Promise<CatalogueLoaders> =>
  Object.assign({}, ...(await Promise.all(pageSources.map((load) => load()))));

/**
 * Downloads a lazy feature's catalogue in the reader's language and adds it to the translator; the views
 * re-render if one of them was showing a key in its place (react.ts). Idempotent: resolves at once when the
 * feature is already there (eager catalogues, or all of them in tests), and a second call while loading shares
 * the first download. A failed download is forgotten, so a later call retries.
 */
export const loadMessages: (feature: string) => Promise<void> = createMessageLoader(pageLoaders);

/** A dynamic import that settles once the module and the features' catalogues are both there. */
export async function importWithMessages<M>(features: readonly string[], load: () => Promise<M>): Promise<M> {
  const [module] = await Promise.all([load(), ...features.map(loadMessages)]);
  return module;
}
