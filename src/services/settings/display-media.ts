/**
 * The reader's media display preference (`default`, `show_all`, `hide_all`) for views: `useDisplayMedia()`.
 * This module is on the first path (the media grid reads it), so it holds only the value per account and the
 * hook; the loading (preferences-loader.ts) is downloaded and started after the first posts have painted, the
 * first time a signed-in account's view asks. Until an answer is in, when signed out, and when the fetch fails,
 * the value is `default`. The reader's own choice in the settings (display-media-choice.ts, kept on this device
 * per account) goes before the server's: the loader applies it, so this module stays as small as it is.
 */
import { useSyncExternalStore } from 'react';
import type { DisplayMedia } from '../../machines/media-visibility';
import { afterPaintAndIdle } from '../after-paint';
import { useAppServices, type AppServices } from '../app-services/app-services';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';

interface Cell {
  value: DisplayMedia;
  listeners: Set<() => void>;
  /** the loading has been asked for (once per account) */
  started: boolean;
}

/** The account's value, a part of its scope. */
const DISPLAY_MEDIA = definePart<Cell>('display-media', (cell) => cell.listeners.clear());

const cellOf = (store: EntityStore): Cell =>
  store.scope.use(DISPLAY_MEDIA, () => ({ value: 'default', listeners: new Set(), started: false }));

/** Sets the account's media display (the loader does, once the server answered). */
export function setDisplayMedia(store: EntityStore, value: DisplayMedia): void {
  // an answer arriving for an account let go is nobody's
  if (store.scope.disposed) return;
  const cell = cellOf(store);
  if (cell.value === value) return;
  cell.value = value;
  for (const listener of [...cell.listeners]) listener();
}

export type PreferencesServices = Pick<AppServices, 'api' | 'store' | 'alerts' | 'server'>;

/** Starts the loading after the first paint, the loader's module downloaded then. */
export function startPreferencesAfterPaint(services: PreferencesServices): void {
  void afterPaintAndIdle()
    .then(() => import('./server-preferences-loader'))
    .then(({ loadPreferences }) => loadPreferences(services))
    .catch(() => {
      // the loader could not be downloaded: the default stays, and a later view asks again
      const cell = services.store.scope.peek(DISPLAY_MEDIA);
      if (cell) cell.started = false;
    });
}

let startLoading = startPreferencesAfterPaint;

/** Tests only: start the loading as the test says (startPreferencesAfterPaint is the page's way). */
export function setPreferencesStarter(starter: (services: PreferencesServices) => void): void {
  startLoading = starter;
}

/** The account's preferences are loaded once, the first time a view of a signed-in account asks. */
function ensureLoading(services: PreferencesServices, signedIn: boolean): void {
  if (!signedIn) return;
  const cell = cellOf(services.store);
  if (cell.started) return;
  cell.started = true;
  startLoading(services);
}

/** The signed-in reader's media display setting; `default` while unknown, signed out, or after a failure. */
export function useDisplayMedia(): DisplayMedia {
  const { api, store, alerts, server, me } = useAppServices();
  const cell = cellOf(store);
  const value = useSyncExternalStore(
    (listener) => {
      cell.listeners.add(listener);
      ensureLoading({ api, store, alerts, server }, me !== null);
      return () => cell.listeners.delete(listener);
    },
    () => cell.value,
  );
  return me === null ? 'default' : value;
}
