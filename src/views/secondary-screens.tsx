/**
 * The screens beyond the first ones (lists, circles, antennas, saved posts, the account's own pages), by name, in
 * one chunk of their own: the route table names a screen (<SecondaryScreen name="lists" />, lazy-screens.ts) and
 * only this small registry knows how each one loads. So the first page carries one dynamic import for all of them,
 * not one (with its list of files) per screen.
 */
import type { ReactNode } from 'react';
import type { AccountNetworkList } from '../services/data/definitions/account-network';
import type { WhoList } from '../services/who-lists/who-lists';
import { LazyAccountListScreen } from './account-lists/lazy-account-list-screen';
import { LazyInteractionsScreen } from './who-lists/lazy-who-list-screen';
import { LazyAccountScreen, LazyDomainBlocksScreen } from './account-screens/lazy-account-screens';
import { LazyAntennaEditScreen, LazyAntennasScreen, LazyAntennaTimelineScreen } from './antennas/lazy-antennas';
import { LazyCircleEditScreen, LazyCirclePostsScreen, LazyCirclesScreen } from './circles/lazy-circles';
import { LazyListEditScreen, LazyListsScreen, LazyListTimelineScreen } from './lists/lazy-lists';
import { LazyFilterEditScreen, LazyFiltersScreen } from './filters/lazy-filters';
import { LazyProfileEditScreen } from './profile-edit/lazy-profile-edit';
import { LazyBookmarkCategoriesScreen, LazyBookmarkCategoryScreen, LazySavedScreen } from './saved/lazy-saved';
import { LazyFollowedTagsScreen, LazyHashtagHeader } from './tags/lazy-tags';
import { LazyExploreScreen } from './explore/lazy-explore';
import { LazySearchScreen } from './search/lazy-search';
import { LazySettingsScreen } from './settings/lazy-settings';
import { LazyAboutScreen } from './about/lazy-about';
import { LazyAccountByIdScreen } from './account-by-id/lazy-account-by-id';
import { ShareRedirect } from './compose/ShareRedirect';

const SCREENS = {
  explore: () => <LazyExploreScreen />,
  search: () => <LazySearchScreen />,
  settings: () => <LazySettingsScreen />,
  about: () => <LazyAboutScreen />,
  accountById: () => <LazyAccountByIdScreen />,
  lists: () => <LazyListsScreen />,
  listTimeline: () => <LazyListTimelineScreen />,
  listEdit: () => <LazyListEditScreen />,
  circles: () => <LazyCirclesScreen />,
  circlePosts: () => <LazyCirclePostsScreen />,
  circleEdit: () => <LazyCircleEditScreen />,
  antennas: () => <LazyAntennasScreen />,
  antennaTimeline: () => <LazyAntennaTimelineScreen />,
  antennaEdit: () => <LazyAntennaEditScreen />,
  followRequests: () => <LazyAccountScreen list="followRequests" />,
  blocks: () => <LazyAccountScreen list="blocks" />,
  mutes: () => <LazyAccountScreen list="mutes" />,
  domainBlocks: () => <LazyDomainBlocksScreen />,
  profileEdit: () => <LazyProfileEditScreen />,
  filters: () => <LazyFiltersScreen />,
  filterEdit: () => <LazyFilterEditScreen />,
  bookmarks: () => <LazySavedScreen list="bookmarks" />,
  favourites: () => <LazySavedScreen list="favourites" />,
  emojiReactions: () => <LazySavedScreen list="emoji_reactions" />,
  bookmarkCategories: () => <LazyBookmarkCategoriesScreen />,
  bookmarkCategory: () => <LazyBookmarkCategoryScreen />,
  followedTags: () => <LazyFollowedTagsScreen />,
  share: () => <ShareRedirect />,
} satisfies Record<string, () => ReactNode>;

/**
 * A screen by name; also an account's followers or following (`network:followers`), a post's who-lists, and the
 * header of a hashtag's timeline (`hashtagHeader:cats`: a part of the timeline screen, reached through this one
 * chunk so the first path, which carries the timeline screen, names no chunk of its own for it).
 */
export type SecondaryScreenName =
  keyof typeof SCREENS | `network:${AccountNetworkList}` | `interactions:${WhoList}` | `hashtagHeader:${string}`;

export default function SecondaryScreen({ name }: { name: SecondaryScreenName }) {
  const [kind, list] = name.split(':');
  if (kind === 'network') return <LazyAccountListScreen key={list} list={list as AccountNetworkList} />;
  if (kind === 'interactions') return <LazyInteractionsScreen key={list} list={list as WhoList} />;
  if (kind === 'hashtagHeader') return <LazyHashtagHeader key={list} tag={name.slice(kind.length + 1)} />;
  return SCREENS[name as keyof typeof SCREENS]();
}
