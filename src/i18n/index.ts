import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { mergeCatalogues } from './merge';

/**
 * Catalogues live in src/i18n/messages/<feature>.<language>.json, one pair per feature, so features add
 * strings without touching each other's files. `<feature>.en.json` holding `{ "title": "..." }` is read as
 * the key `<feature>.title`. Every feature has both an English and a Japanese file with the same keys
 * (tests/unit/i18n checks it).
 */
const files = import.meta.glob<Record<string, unknown>>('./messages/*.json', { eager: true, import: 'default' });

export const catalogues = mergeCatalogues(files);
export type Language = keyof typeof catalogues;

/** `ja`, `ja-JP` -> ja; anything else -> en. */
export function languageFrom(tags: readonly string[]): Language {
  for (const tag of tags) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'ja' || base === 'en') return base;
  }
  return 'en';
}

/** Initialises i18next synchronously (bundled resources) in the browser's language. */
export function setUpI18n(tags: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]) {
  const lng = languageFrom(tags);
  void i18next.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: { en: { translation: catalogues.en }, ja: { translation: catalogues.ja } },
    // Placeholders are written {name}, as in the spec's texts and the error catalogue's descriptors.
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    initAsync: false,
    returnNull: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  return i18next;
}
