/**
 * Trends follow the reader's setting (the account's client settings, services/settings): when they are turned
 * off, the Explore tabs that show trends (posts, hashtags, news) are not offered, and the tab says where to turn
 * them back on instead. Signed out, trends are always offered.
 */
import type { ExploreTabId } from './explore-tabs';

export { useTrendsShown } from '../settings/use-client-settings';

const TREND_TABS: readonly ExploreTabId[] = ['posts', 'tags', 'links'];

/** Whether the tab shows trends (and so follows the setting). */
export function isTrendTab(id: ExploreTabId): boolean {
  return TREND_TABS.includes(id);
}
