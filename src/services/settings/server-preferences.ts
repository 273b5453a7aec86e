/**
 * The signed-in user's preferences from their account settings on the server (GET /api/v1/preferences), as the
 * client keeps them. Values the server sends that the client does not know fall back to the default: media
 * display other than `show_all` and `hide_all` is `default` (hide sensitive media only), and a missing or
 * malformed flag is false.
 */
import type { DisplayMedia } from '../../machines/media-visibility';
import type { ApiPreferences } from '../api/preferences';

export interface Preferences {
  /** the default visibility of new posts, as the server names it; null when it sent none */
  defaultVisibility: string | null;
  defaultSensitive: boolean;
  /** the default language of new posts; null when unset */
  defaultLanguage: string | null;
  /** how media are shown: `default` (sensitive ones hidden), `show_all` or `hide_all` */
  displayMedia: DisplayMedia;
  /** content warnings are expanded by default */
  expandSpoilers: boolean;
}

export const DEFAULT_DISPLAY_MEDIA: DisplayMedia = 'default';

/** The media display a preference value names; anything but `show_all` or `hide_all` is `default`. */
export function displayMediaOf(value: unknown): DisplayMedia {
  return value === 'show_all' || value === 'hide_all' ? value : DEFAULT_DISPLAY_MEDIA;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function normalisePreferences(raw: ApiPreferences | null | undefined): Preferences {
  const answer: Partial<Record<string, unknown>> = typeof raw === 'object' && raw !== null ? raw : {};
  return {
    defaultVisibility: text(answer['posting:default:visibility']),
    defaultSensitive: answer['posting:default:sensitive'] === true,
    defaultLanguage: text(answer['posting:default:language']),
    displayMedia: displayMediaOf(answer['reading:expand:media']),
    expandSpoilers: answer['reading:expand:spoilers'] === true,
  };
}
