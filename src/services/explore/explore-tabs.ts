/**
 * The Explore screen's tabs, each with an address of its own: /explore (trending posts), /explore/tags (trending
 * hashtags), /explore/links (news: trending links), /explore/suggestions (accounts suggested to the reader: signed
 * in only, so its tab is not offered to a signed-out reader) and /explore/directory (the profile directory). A tab
 * is one entry here; the screen draws the tab list from it and picks the selected tab from the path (with or
 * without the deck's /deck prefix; a query such as the directory's choices does not matter).
 */
import { withoutDeckPrefix } from '../routing/app-navigation';

export type ExploreTabId = 'posts' | 'tags' | 'links' | 'suggestions' | 'directory';

export interface ExploreTab {
  id: ExploreTabId;
  /** the tab's address (without the /deck prefix) */
  path: string;
  /** only a signed-in reader has it */
  signedInOnly?: boolean;
}

export const EXPLORE_TABS: readonly ExploreTab[] = [
  { id: 'posts', path: '/explore' },
  { id: 'tags', path: '/explore/tags' },
  { id: 'links', path: '/explore/links' },
  { id: 'suggestions', path: '/explore/suggestions', signedInOnly: true },
  { id: 'directory', path: '/explore/directory' },
];

/** The tabs a reader is offered: all of them signed in, those open to everyone signed out. */
export function exploreTabsFor(signedIn: boolean): readonly ExploreTab[] {
  return signedIn ? EXPLORE_TABS : EXPLORE_TABS.filter((tab) => tab.signedInOnly !== true);
}

/** The tab a path shows (a trailing slash, a query or a fragment do not matter); null for no tab of Explore. */
export function exploreTabOf(path: string): ExploreTab | null {
  const pathname = withoutDeckPrefix(path).replace(/[?#].*$/, '');
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return EXPLORE_TABS.find((tab) => tab.path === normalised) ?? null;
}
