/**
 * What the server offers for organising accounts, read from its GET v2/instance answer (the shared instance
 * chart, read by the lists and circles screens, the profile's lists dialog, the navigation and the deck through
 * services/server-info/use-server-info.ts). Detected from what the server says, never assumed:
 * - circles (kmyblue): the composer's rule (compose-context.ts): the kmyblue API (`api_versions.kmyblue`), or
 *   `fedibird_capabilities` naming 'kmyblue_circle_history' or 'circle'.
 * - kmyblue lists (the notify and favourite switches, favourites first): the kmyblue API, or any
 *   `kmyblue_*` capability; favourite lists alone are also offered by a server naming 'favourite_list'.
 * - antennas (kmyblue): the kmyblue API, or any `kmyblue_*` capability (kmyblue names 'kmyblue_antenna').
 *   Mastodon and Fedibird have none.
 * Nothing kmyblue is offered until the answer is in; while it cannot be loaded the screens work as on Mastodon
 * and say that the server's information is missing, with Retry.
 */
import { composeFeatures } from '../compose/compose-context';

export interface CollectionFeatures {
  /** kmyblue circles exist on this server */
  circles: boolean;
  /** lists can notify of their new posts (kmyblue) */
  listNotify: boolean;
  /** lists can be marked favourite, and favourites come first (kmyblue) */
  listFavourite: boolean;
  /** kmyblue antennas exist on this server */
  antennas: boolean;
}

export const NO_ORGANISE_FEATURES: CollectionFeatures = Object.freeze({
  circles: false,
  listNotify: false,
  listFavourite: false,
  antennas: false,
});

/** The features by the rule above, from the raw v2/instance answer. */
export function collectionFeatures(instance: unknown): CollectionFeatures {
  const raw = (typeof instance === 'object' && instance !== null ? instance : {}) as Record<string, unknown>;
  const capabilities = Array.isArray(raw.fedibird_capabilities)
    ? raw.fedibird_capabilities.filter((c): c is string => typeof c === 'string')
    : [];
  const versions = (typeof raw.api_versions === 'object' && raw.api_versions !== null ? raw.api_versions : {}) as {
    kmyblue?: unknown;
  };
  const kmyblue =
    (typeof versions.kmyblue === 'number' && versions.kmyblue > 0) ||
    capabilities.some((c) => c.startsWith('kmyblue_'));
  return {
    circles: composeFeatures(instance).circle,
    listNotify: kmyblue,
    listFavourite: kmyblue || capabilities.includes('favourite_list'),
    antennas: kmyblue,
  };
}
