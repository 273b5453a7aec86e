import { addCatalogueLoaders, type CatalogueLoaders } from './lazy-catalogues';
import { mergeCatalogues, type CatalogueTree } from './merge';
import { setTranslator } from './react';
import { createTranslator } from './translator';
import { languageFrom, type Language } from './language';

/**
 * The page's i18n start: loads only the reader's language (each language's eager catalogue files form one
 * lazy chunk: catalogue-en.ts, catalogue-ja.ts; see eager-catalogues.ts), then sets up the translator with it.
 * The other features' catalogues load with their screens (lazy-catalogues.ts). English and Japanese carry the
 * same keys (tests/unit/i18n), so no fallback language has to be downloaded.
 */
const LOADERS: Record<
  Language,
  () => Promise<{
    default: Record<string, Record<string, unknown>>;
    loadLazyCatalogues: () => Promise<CatalogueLoaders>;
  }>
> = {
  en: () => import('./catalogue-en'),
  ja: () => import('./catalogue-ja'),
};

export async function loadCatalogue(language: Language): Promise<CatalogueTree> {
  const { default: files, loadLazyCatalogues } = await LOADERS[language]();
  addCatalogueLoaders(loadLazyCatalogues);
  return mergeCatalogues(files)[language];
}

export function initI18n(language: Language, translation: CatalogueTree) {
  const translator = createTranslator(language, translation);
  setTranslator(translator);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return translator;
}

/**
 * The reader's language: the one chosen in the settings (index.html's boot script puts it on <html> as
 * `data-language`), else the browser's.
 */
export async function startI18n(tags: readonly string[]) {
  const chosen = typeof document === 'undefined' ? undefined : document.documentElement.dataset.language;
  const language = languageFrom(chosen ? [chosen, ...tags] : tags);
  return initI18n(language, await loadCatalogue(language));
}
