/**
 * Changes the interface language while the page lives (the settings screen's choice), without a reload: the new
 * language's eager catalogues and every lazy feature already shown in the old language are downloaded first,
 * then the translator is replaced at once, so every useTranslation user re-renders in the new language and no
 * key ever shows in place of its text. Later lazy screens load their catalogues in the new language.
 * Only the settings screen's code imports this module.
 */
import { addCatalogueLoaders, type CatalogueLoaders } from './lazy-catalogues';
import type { Language } from './language';
import { mergeCatalogues } from './merge';
import { currentTranslator, setTranslator } from './react';
import { createTranslator } from './translator';

const MODULES: Record<
  Language,
  () => Promise<{
    default: Record<string, Record<string, unknown>>;
    loadLazyCatalogues: () => Promise<CatalogueLoaders>;
  }>
> = {
  en: () => import('./catalogue-en'),
  ja: () => import('./catalogue-ja'),
};

const featureOf = (path: string): string => /([\w-]+)\.(?:en|ja)\.json$/.exec(path)?.[1] ?? '';

/** Resolves once the page shows `language`; rejects (the old language stays) when a catalogue cannot be loaded. */
export async function switchLanguage(language: Language): Promise<void> {
  const old = currentTranslator();
  if (old?.language === language) return;
  const { default: eager, loadLazyCatalogues } = await MODULES[language]();
  const shown = Object.entries(await loadLazyCatalogues()).filter(([path]) => old?.has(featureOf(path)) === true);
  const lazy = await Promise.all(shown.map(async ([path, load]) => [path, await load()] as const));
  const translator = createTranslator(language, mergeCatalogues(eager)[language]);
  if (lazy.length > 0) translator.add(mergeCatalogues(Object.fromEntries(lazy))[language]);
  addCatalogueLoaders(loadLazyCatalogues);
  setTranslator(translator);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
