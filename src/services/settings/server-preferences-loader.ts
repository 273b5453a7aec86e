/**
 * Loads the account's preferences through the data registry (downloaded after the first posts have painted,
 * see display-media.ts) and hands the media display to the views' value (the reader's own choice first,
 * display-media-choice.ts). The registry keeps the chart for the account's life: it is held here and never let
 * go, and stops with the account's data.
 */
import { dataRegistryOf } from '../data/data-registry';
import { setDisplayMedia, type PreferencesServices } from './display-media';
import { chosenDisplayMedia } from './display-media-choice';
import type { Preferences } from './server-preferences';
import { preferencesData } from './server-preferences-data';

export function loadPreferences(services: PreferencesServices): void {
  const registry = dataRegistryOf(services);
  const chart = registry.resource(preferencesData, null);
  registry.acquire(chart);
  const apply = () => {
    const snapshot = chart.getSnapshot();
    const value = snapshot.hasTag('value') ? (snapshot.context.value as Preferences | null) : null;
    // the reader's own choice on this device goes before the server's
    const chosen = chosenDisplayMedia(services.server, services.store.currentAccountId);
    setDisplayMedia(services.store, chosen ?? value?.displayMedia ?? 'default');
  };
  chart.subscribe(apply);
  apply();
}
