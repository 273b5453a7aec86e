/**
 * The signed-in reader's places beyond the timelines, offered by the navigation (the panel's places list, the
 * mobile account menu): direct messages, lists, bookmarks and favourites on every server; antennas, circles,
 * bookmark categories and emoji reactions only where the server has them (kmyblue), as detected from the server.
 * And the account's own pages (edit profile, filters, follow requests, blocked and muted accounts, blocked domains).
 */

/** A kmyblue feature a place needs. */
export type PlaceFeature = 'antennas' | 'circles' | 'bookmarkCategories' | 'emojiReactions';

export interface Place {
  path: string;
  /** i18n key under `places.` */
  label: string;
  /** the server feature it needs, if any */
  feature?: PlaceFeature;
}

export const PLACES: readonly Place[] = [
  { path: '/conversations', label: 'conversations' },
  { path: '/lists', label: 'lists' },
  { path: '/antennas', label: 'antennas', feature: 'antennas' },
  { path: '/circles', label: 'circles', feature: 'circles' },
  { path: '/bookmarks', label: 'bookmarks' },
  { path: '/bookmark_categories', label: 'bookmarkCategories', feature: 'bookmarkCategories' },
  { path: '/favourites', label: 'favourites' },
  { path: '/emoji_reactions', label: 'emojiReactions', feature: 'emojiReactions' },
];

/** The account's own pages; labels are keys under `accounts.` */
export const ACCOUNT_PAGES: readonly Place[] = [
  { path: '/profile/edit', label: 'editProfile' },
  { path: '/filters', label: 'filters' },
  { path: '/follow_requests', label: 'followRequests' },
  { path: '/blocks', label: 'blocks' },
  { path: '/mutes', label: 'mutes' },
  { path: '/domain_blocks', label: 'domainBlocks' },
];

/** The places offered, given which features the server is known to have (none until it is known). */
export function placesFor(features: Readonly<Partial<Record<PlaceFeature, boolean>>>): Place[] {
  return PLACES.filter((place) => place.feature === undefined || features[place.feature] === true);
}
