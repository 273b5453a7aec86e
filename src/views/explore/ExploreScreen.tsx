/**
 * /explore and its tabs (Explore: what is trending on the server, accounts to follow, the profile directory),
 * readable signed out too. The tabs are react-aria-components Tabs whose tabs are links: each tab has its own
 * address, the selected one is the tab the path names, and choosing a tab (click, or arrows then Enter) navigates
 * to it through the app's navigation (the deck keeps its /deck prefix). A signed-out reader is not offered the
 * signed-in tabs, and is invited to sign in at their address. A path under /explore that names no tab is not
 * found. Loaded on first use.
 */
import { useId, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouterProvider } from 'react-aria-components';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { isTrendTab, useTrendsShown } from '../../services/explore/trends-setting';
import { exploreTabOf, exploreTabsFor, type ExploreTabId } from '../../services/explore/explore-tabs';
import { appHref } from '../common/InternalLink';
import { NotFoundPage } from '../lazy-screens';
import { SignInRequired } from '../shell/SignInRequired';
import { DirectoryPanel } from './DirectoryPanel';
import { SuggestionsPanel } from './SuggestionsPanel';
import { TrendLinksPanel } from './TrendLinksPanel';
import { TrendsHiddenNote } from './TrendsHiddenNote';
import { TrendPostsPanel } from './TrendPostsPanel';
import { TrendTagsPanel } from './TrendTagsPanel';
import '../timelines/timeline.css';
import './explore.css';

/** What each tab shows. */
const PANELS: Record<ExploreTabId, () => ReactNode> = {
  posts: () => <TrendPostsPanel />,
  tags: () => <TrendTagsPanel />,
  links: () => <TrendLinksPanel />,
  suggestions: () => <SuggestionsPanel />,
  directory: () => <DirectoryPanel />,
};

export default function ExploreScreen() {
  const { t } = useTranslation();
  const { navigate, layout, me } = useAppServices();
  const { pathname } = useLocation();
  const headingId = useId();
  const trendsShown = useTrendsShown();
  const tab = exploreTabOf(pathname);
  if (tab === null) return <NotFoundPage />;
  if (tab.signedInOnly === true && me === null) return <SignInRequired />;
  const tabs = exploreTabsFor(me !== null);
  return (
    <section className="timeline-screen explore-screen" aria-labelledby={headingId}>
      <header className="timeline-header">
        <h1 id={headingId} className="timeline-heading">
          {t('explore.heading')}
        </h1>
      </header>
      <RouterProvider navigate={(path) => navigate(path)} useHref={(path) => appHref(path, layout)}>
        <Tabs selectedKey={tab.id} keyboardActivation="manual" className="explore-tabs">
          <TabList aria-label={t('explore.tabs.label')} className="explore-tabs__list">
            {tabs.map((entry) => (
              <Tab key={entry.id} id={entry.id} href={entry.path} className="explore-tabs__tab">
                {t(`explore.tabs.${entry.id}`)}
              </Tab>
            ))}
          </TabList>
          {/* one panel per tab (only the selected one renders), so the panel shown always has the element id
              its tab's aria-controls names */}
          {tabs.map((entry) => (
            <TabPanel key={entry.id} id={entry.id} className="explore-tabs__panel">
              {!trendsShown && isTrendTab(entry.id) ? <TrendsHiddenNote /> : PANELS[entry.id]()}
            </TabPanel>
          ))}
        </Tabs>
      </RouterProvider>
    </section>
  );
}
