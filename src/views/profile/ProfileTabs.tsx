import { useId, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { profilePath } from '../../services/routing/paths';
import { appHref } from '../common/InternalLink';
import { Timeline } from '../timeline/Timeline';
import { timelineOfTab, type ProfileTab } from './profile-format';

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

/**
 * Posts, posts and replies, media: each tab is its own address (/@acct, /@acct/with_replies, /@acct/media),
 * so the tabs are links in a navigation list, the current one marked; below, that tab's timeline.
 */
export function ProfileTabs({ accountId, acct, tab }: { accountId: string; acct: string; tab: ProfileTab }) {
  const { t } = useTranslation();
  const headingId = useId();
  const timeline = timelineOfTab(accountId, tab);
  return (
    <>
      <nav className="profile-tabs" aria-label={t('profile.tabs.label')}>
        <ul>
          {TABS.map((entry) => (
            <li key={entry.tab}>
              <TabLink to={`${profilePath(acct)}${entry.suffix}`} current={entry.tab === tab}>
                {t(`profile.tabs.${entry.tab}`)}
              </TabLink>
            </li>
          ))}
        </ul>
      </nav>
      <h2 id={headingId} className="visually-hidden">
        {t(`profile.tabs.${tab}`)}
      </h2>
      <Timeline key={timeline} timeline={timeline} labelledBy={headingId} />
    </>
  );
}
