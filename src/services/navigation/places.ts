/**
 * The reader's places beyond the timelines, offered by the navigation (the panel's places list, the mobile account
 * menu): Search first, then Explore (trending posts and links), then direct messages, lists, followed hashtags,
 * bookmarks and favourites on every server; antennas, circles, bookmark categories and emoji reactions only where
 * the server has them (kmyblue), as detected from the server; About (the server), then the preferences, last.
 * Someone reading signed out is offered the open ones only: Search, Explore, About and the preferences. And the
 * account's own pages (edit profile, filters, follow requests, blocked and muted accounts, blocked domains).
 */

/** A kmyblue feature a place needs. */
export type PlaceFeature = 'antennas' | 'circles' | 'bookmarkCategories' | 'emojiReactions';

export interface Place {
  path: string;
  /** i18n key under `places.` */
  label: string;
  /** the server feature it needs, if any */
  feature?: PlaceFeature;
  /** offered to someone reading signed out too */
  open?: true;
}

export const PLACES: readonly Place[] = [
  { path: '/search', label: 'search', open: true },
  { path: '/explore', label: 'explore', open: true },
  { path: '/conversations', label: 'conversations' },
  { path: '/lists', label: 'lists' },
  { path: '/followed_tags', label: 'followedTags' },
  { path: '/antennas', label: 'antennas', feature: 'antennas' },
  { path: '/circles', label: 'circles', feature: 'circles' },
  { path: '/bookmarks', label: 'bookmarks' },
  { path: '/bookmark_categories', label: 'bookmarkCategories', feature: 'bookmarkCategories' },
  { path: '/favourites', label: 'favourites' },
  { path: '/emoji_reactions', label: 'emojiReactions', feature: 'emojiReactions' },
  { path: '/about', label: 'about', open: true },
  { path: '/settings', label: 'settings', open: true },
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
export function placesFor(features: Readonly<Partial<Record<PlaceFeature, boolean>>>, signedIn = true): Place[] {
  return PLACES.filter(
    (place) => (signedIn || place.open === true) && (place.feature === undefined || features[place.feature] === true),
  );
}
