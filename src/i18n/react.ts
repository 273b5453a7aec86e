import type { Translator } from './translator';

let current: Translator | null = null;

/** Set once at start (src/i18n/start.ts); the language does not change while the page lives. */
export function setTranslator(translator: Translator): void {
  current = translator;
}

/**
 * The views' access to translations: `const { t, i18n } = useTranslation()`; `i18n.language` is the reader's
 * language for Intl formatting.
 */
export function useTranslation(): { t: Translator['t']; i18n: { language: string } } {
  if (!current) throw new Error('i18n is not initialised: call startI18n() (or setUpI18n() in tests) first');
  return { t: current.t, i18n: { language: current.language } };
}
