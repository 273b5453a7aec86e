/**
 * Loads the account's preferences through the data registry (downloaded after the first posts have painted,
 * see display-media.ts) and hands the media display to the views' value. The registry keeps the chart for the
 * account's life: it is held here and never let go, and stops with the account's data.
 */
import { dataRegistryOf } from '../data/data-registry';
import { setDisplayMedia, type PreferencesServices } from './display-media';
import type { Preferences } from './preferences';
import { preferencesData } from './preferences-data';

export function loadPreferences(services: PreferencesServices): void {
  const registry = dataRegistryOf(services);
  const chart = registry.resource(preferencesData, null);
  registry.acquire(chart);
  const apply = () => {
    const snapshot = chart.getSnapshot();
    const value = snapshot.hasTag('value') ? (snapshot.context.value as Preferences | null) : null;
    setDisplayMedia(services.store, value?.displayMedia ?? 'default');
  };
  chart.subscribe(apply);
  apply();
}
