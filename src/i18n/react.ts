import { useSyncExternalStore } from 'react';
import type { Translator } from './translator';

let current: Translator | null = null;
/** Bumped whenever views must re-render with new strings (a new language, or a catalogue a view was missing). */
let version = 0;
/**
 * Whether a view has asked for a string of a feature whose catalogue is not loaded yet. Only then does an
 * arriving catalogue re-render the views: screens showing a lazy feature wait for its catalogue before they
 * render, so most arrivals (several right after the first paint) concern no view on the page, and re-rendering
 * every view for each of them made long tasks.
 */
let missing = false;
let boundT: Translator['t'] = (key) => key;
const listeners = new Set<() => void>();

/** The feature a key belongs to: the part before its first dot. */
const featureOf = (key: string) => key.split('.', 1)[0] ?? key;

function bind(translator: Translator): void {
  // a new function per version: views memoising on `t` recompute once new catalogues have arrived
  boundT = (key, values) => {
    if (!missing && !translator.has(featureOf(key))) missing = true;
    return translator.t(key, values);
  };
}

function rerenderViews(): void {
  version += 1;
  if (current) bind(current);
  for (const listener of [...listeners]) listener();
}

/** Set at start (src/i18n/start.ts), and again when the reader changes the language (switch-language.ts). */
export function setTranslator(translator: Translator): void {
  current = translator;
  missing = false;
  rerenderViews();
}

/** The translator set at start, or null before. */
export function currentTranslator(): Translator | null {
  return current;
}

/**
 * Called after features' catalogues were added to the current translator: when a view was missing a string,
 * every useTranslation user re-renders (those still missing one mark it again).
 */
export function catalogueAdded(): void {
  if (!missing) return;
  missing = false;
  rerenderViews();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getVersion = () => version;

/**
 * The views' access to translations: `const { t, i18n } = useTranslation()`; `i18n.language` is the reader's
 * language for Intl formatting. A view that showed a key in place of a string not loaded yet re-renders once a
 * lazily loaded catalogue arrives (loadMessages).
 */
export function useTranslation(): { t: Translator['t']; i18n: { language: string } } {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  if (!current) throw new Error('i18n is not initialised: call startI18n() first');
  return { t: boundT, i18n: { language: current.language } };
}
