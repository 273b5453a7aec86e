import { useSyncExternalStore } from 'react';
import type { Translator } from './translator';

let current: Translator | null = null;
/** Bumped whenever catalogues are added to the current translator, so views re-render with the new strings. */
let version = 0;
let boundT: Translator['t'] = (key) => key;
const listeners = new Set<() => void>();

function bind(translator: Translator): void {
  // a new function per version: views memoising on `t` recompute once new catalogues have arrived
  boundT = (key, values) => translator.t(key, values);
}

/** Set at start (src/i18n/start.ts), and again when the reader changes the language (switch-language.ts). */
export function setTranslator(translator: Translator): void {
  current = translator;
  bind(translator);
  catalogueAdded();
}

/** The translator set at start, or null before. */
export function currentTranslator(): Translator | null {
  return current;
}

/** Called after features' catalogues were added to the current translator: every useTranslation user re-renders. */
export function catalogueAdded(): void {
  version += 1;
  if (current) bind(current);
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getVersion = () => version;

/**
 * The views' access to translations: `const { t, i18n } = useTranslation()`; `i18n.language` is the reader's
 * language for Intl formatting. A view re-renders when a lazily loaded catalogue arrives (loadMessages).
 */
export function useTranslation(): { t: Translator['t']; i18n: { language: string } } {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  if (!current) throw new Error('i18n is not initialised: call startI18n() first');
  return { t: boundT, i18n: { language: current.language } };
}
