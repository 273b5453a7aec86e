import { useId, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { profilePath } from '../../services/routing/paths';
import { appHref } from '../common/InternalLink';
import { SwitchControl } from '../common/SwitchControl';
import { Timeline } from '../timelines/Timeline';
import { PinnedPosts } from './PinnedPosts';
import {
  boostsShownOf,
  taggedPath,
  timelineOfSection,
  withRepliesPath,
  type ProfileSection,
  type ProfileTab,
} from './profile-format';

const TABS: readonly { tab: ProfileTab; suffix: string }[] = [
  { tab: 'posts', suffix: '' },
  { tab: 'with_replies', suffix: '/with_replies' },
  { tab: 'media', suffix: '/media' },
];

/** An in-app link that can say it is the current page (a plain click navigates through the app). */
function TabLink({ to, current, children }: { to: string; current: boolean; children: ReactNode }) {
  const { navigate, layout } = useAppServices();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={appHref(to, layout)} className="profile-tab" aria-current={current ? 'page' : undefined} onClick={onClick}>
      {children}
    </a>
  );
}

export interface ProfileTabsProps {
  accountId: string;
  acct: string;
  section: ProfileSection;
}

/**
 * Posts, posts and replies, media: each tab is its own address (/@acct, /@acct/with_replies, /@acct/media),
 * so the tabs are links in a navigation list, the current one marked. The tagged view (/@acct/tagged/{tag})
 * is a tab of its own, "#tag", listed only while it is the current one. Below, that tab's timeline; on the
 * posts tab the pinned posts come first. Posts and replies offer "Show boosts": switched off, the address says so
 * (?boosts=hide) and the tab shows the timeline without the account's boosts, asked from the server anew.
 */
export function ProfileTabs({ accountId, acct, section }: ProfileTabsProps) {
  const { t } = useTranslation();
  const { navigate } = useAppServices();
  const { search } = useLocation();
  const headingId = useId();
  const boostsShown = boostsShownOf(search);
  const timeline = timelineOfSection(accountId, section, boostsShown);
  const tagged = section.tab === 'tagged';
  return (
    <>
      <nav className="profile-tabs" aria-label={t('profile.tabs.label')}>
        <ul>
          {TABS.map((entry) => (
            <li key={entry.tab}>
              <TabLink to={`${profilePath(acct)}${entry.suffix}`} current={entry.tab === section.tab}>
                {t(`profile.tabs.${entry.tab}`)}
              </TabLink>
            </li>
          ))}
          {tagged && (
            <li className="profile-tab-tagged">
              <TabLink to={taggedPath(acct, section.tag)} current>
                <bdi>#{section.tag}</bdi>
              </TabLink>
            </li>
          )}
        </ul>
      </nav>
      {section.tab === 'posts' && <PinnedPosts accountId={accountId} />}
      {section.tab === 'with_replies' && (
        <SwitchControl
          className="profile-boosts-switch"
          isSelected={boostsShown}
          onChange={() => navigate(withRepliesPath(acct, !boostsShown), { replace: true })}
        >
          {t('profile.tabs.showBoosts')}
        </SwitchControl>
      )}
      <h2 id={headingId} className="visually-hidden">
        {tagged ? t('profile.tabs.tagged', { tag: section.tag }) : t(`profile.tabs.${section.tab}`)}
      </h2>
      <Timeline key={timeline} timeline={timeline} labelledBy={headingId} />
    </>
  );
}
