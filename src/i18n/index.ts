import { initI18n } from './start';
import { languageFrom, type Language } from './language';
import { mergeCatalogues } from './merge';

/**
 * Catalogues live in src/i18n/messages/<feature>.<language>.json, one pair per feature, so features add
 * strings without touching each other's files. `<feature>.en.json` holding `{ "title": "..." }` is read as
 * the key `<feature>.title`. Every feature has both an English and a Japanese file with the same keys
 * (tests/unit/i18n checks it).
 *
 * This module holds every language and every feature at once, for tests and tools; the page itself starts
 * with startI18n() (src/i18n/start.ts), which downloads only the reader's language and only the eager
 * features (eager-catalogues.ts); the other features' catalogues arrive with the code that shows them
 * (lazy-catalogues.ts: loadMessages, importWithMessages; lazy-with-messages.ts: lazyWithMessages).
 * App code must not import this module (it would bundle every catalogue).
 */
const files = import.meta.glob<Record<string, unknown>>('./messages/*.json', { eager: true, import: 'default' });

export const catalogues = mergeCatalogues(files);
export { languageFrom, type Language };

/** Initialises i18next synchronously with the bundled catalogue of the given (or the browser's) language. */
export function setUpI18n(
  tags: readonly string[] = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
) {
  const language = languageFrom(tags);
  return initI18n(language, catalogues[language]);
}
