import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { mergeCatalogues, type CatalogueTree } from './merge';
import { languageFrom, type Language } from './language';

/**
 * The page's i18n start: loads only the reader's language (each language's catalogue files are their own lazy
 * chunks), then initialises i18next with it. English and Japanese carry the same keys (tests/unit/i18n), so no
 * fallback language has to be downloaded.
 */
const lazyFiles = import.meta.glob<Record<string, unknown>>('./messages/*.json', { import: 'default' });

export async function loadCatalogue(language: Language): Promise<CatalogueTree> {
  const wanted = Object.entries(lazyFiles).filter(([path]) => path.endsWith(`.${language}.json`));
  const loaded = await Promise.all(wanted.map(async ([path, load]) => [path, await load()] as const));
  return mergeCatalogues(Object.fromEntries(loaded))[language];
}

export function initI18n(language: Language, translation: CatalogueTree) {
  void i18next.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation } },
    // Placeholders are written {name}, as in the spec's texts and the error catalogue's descriptors.
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    initAsync: false,
    returnNull: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18next;
}

export async function startI18n(tags: readonly string[]) {
  const language = languageFrom(tags);
  return initI18n(language, await loadCatalogue(language));
}
