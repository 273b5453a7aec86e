import { Suspense, useId, useState, useSyncExternalStore } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components/Tabs';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { isMarkerKnown } from '../../machines/notifications-marker-status';
import { useTranslation } from '../../i18n/react';
import { useReactionSupport } from '../../services/emoji/reaction-support';
import { quickFiltersFor, shownQuickFilter } from '../../services/notifications/quick-filter';
import { useLastReadId, useNotificationsRuntime } from '../../services/notifications/use-notifications';
import type { NotificationsRuntime } from '../../services/notifications/notifications-runtime';
import { useAppServices } from '../../services/app-services/app-services';
import { useUnreadNotifications } from '../../services/notifications/unread-count';
import { AppLink } from '../common/AppLink';
import { NotificationList } from './NotificationList';
import { PendingRequestsLink } from './PendingRequestsLink';
import '../timelines/timeline.css';
import './notifications.css';

const ClearNotificationsDialog = lazyWithMessages(['notifications'], () => import('./ClearNotificationsDialog'));

function useSettings(runtime: NotificationsRuntime) {
  return useSyncExternalStore(runtime.settings.subscribe, runtime.settings.get);
}

/**
 * The first known last-read id, kept while the screen is open: the rows newer than it stay marked unread
 * after the marker moves on.
 */
function useReadBoundary(runtime: NotificationsRuntime): string | null {
  const lastReadId = useLastReadId(runtime);
  const known = useSyncExternalStore(
    (listener) => {
      const subscription = runtime.marker.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    () => isMarkerKnown(runtime.marker.getSnapshot()),
  );
  const [boundary, setBoundary] = useState<{ id: string | null } | null>(() => (known ? { id: lastReadId } : null));
  // taken once, in the render that first knows the marker (state adjusted while rendering, not in an effect)
  if (boundary === null && known) setBoundary({ id: lastReadId });
  return boundary?.id ?? lastReadId;
}

function Screen({ runtime }: { runtime: NotificationsRuntime }) {
  const { t } = useTranslation();
  const headingId = useId();
  const settings = useSettings(runtime);
  const support = useReactionSupport();
  const offered = quickFiltersFor(settings.quickFilter.advanced, support?.reactions ?? false);
  const filter = shownQuickFilter(settings.quickFilter.active, offered, settings.quickFilter.show);
  const readBoundary = useReadBoundary(runtime);
  const [clearing, setClearing] = useState(false);
  const { store } = useAppServices();
  const unread = useUnreadNotifications(store);

  const choose = (key: Key) => runtime.settings.set({ quickFilter: { ...settings.quickFilter, active: String(key) } });

  const list = (
    <NotificationList runtime={runtime} filter={filter} readBoundary={readBoundary} labelledBy={headingId} />
  );

  return (
    <section className="timeline-screen notifications-screen" aria-labelledby={headingId}>
      <header className="timeline-header">
        <h1 id={headingId} className="timeline-heading">
          {t('notifications.title')}
          {unread > 0 && (
            <span className="nav-badge notifications-heading-count">
              <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
              <span className="visually-hidden">{t('notifications.unread', { count: unread })}</span>
            </span>
          )}
        </h1>
        <div className="notifications-actions">
          <AppLink to="/conversations" className="timeline-button timeline-button-quiet">
            {t('notifications.actions.conversations')}
          </AppLink>
          <AppLink to="/notifications/settings" className="timeline-button timeline-button-quiet">
            {t('notifications.actions.settings')}
          </AppLink>
          <AppLink to="/notifications/policy" className="timeline-button timeline-button-quiet">
            {t('notifications.actions.policy')}
          </AppLink>
          <button
            type="button"
            className="timeline-button timeline-button-quiet"
            aria-haspopup="dialog"
            onClick={() => setClearing(true)}
          >
            {t('notifications.actions.clear')}
          </button>
        </div>
      </header>
      <PendingRequestsLink />
      {settings.quickFilter.show ? (
        <Tabs selectedKey={filter} onSelectionChange={choose} className="notifications-tabs">
          <TabList aria-label={t('notifications.filter.label')} className="notifications-filter">
            {offered.map((type) => (
              <Tab key={type} id={type} className="notifications-filter__tab">
                {t(`notifications.filter.${type.replace('.', '_')}`)}
              </Tab>
            ))}
          </TabList>
          <TabPanel id={filter} className="notifications-panel">
            {list}
          </TabPanel>
        </Tabs>
      ) : (
        list
      )}
      {clearing && (
        <Suspense fallback={null}>
          <ClearNotificationsDialog runtime={runtime} onClose={() => setClearing(false)} />
        </Suspense>
      )}
    </section>
  );
}

/** The notifications screen: the quick filter, the live grouped list, links to requests, policy and settings. */
export default function NotificationsScreen() {
  const runtime = useNotificationsRuntime();
  return runtime === null ? null : <Screen runtime={runtime} />;
}
