/** Stand-ins for the screens other parts own: they show what the route handed them. */
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { markFirstRowsShown } from '../../../src/services/after-paint';
import { useAppServices } from '../../../src/services/app-services/app-services';
import { probe } from './render-routes';

export function TimelineProbe({ timeline }: { timeline: string }) {
  probe.services = useAppServices();
  // a real feed says its first rows painted; deferred parts of the shell (the account switcher) then arrive
  useEffect(() => markFirstRowsShown(), []);
  return <section data-screen="timeline" data-timeline={timeline} />;
}

export function StatusProbe() {
  probe.services = useAppServices();
  const { acct, statusId } = useParams();
  return <section data-screen="status" data-acct={acct} data-status={statusId} />;
}

export function ProfileProbe() {
  probe.services = useAppServices();
  const { acct } = useParams();
  const { pathname } = useLocation();
  return <section data-screen="profile" data-acct={acct} data-path={pathname} />;
}

export function ComposeProbe({ where }: { where: 'page' | 'column' }) {
  probe.services = useAppServices();
  const { state } = useLocation();
  return <section data-screen="compose" data-where={where} data-state={JSON.stringify(state ?? null)} />;
}

export const ComposeScreenProbe = () => <ComposeProbe where="page" />;
export const ComposeColumnProbe = () => <ComposeProbe where="column" />;

export function NotificationsProbe() {
  probe.services = useAppServices();
  return (
    <section data-screen="notifications">
      <h1>Notifications</h1>
    </section>
  );
}

export function NotificationPagesProbe() {
  probe.services = useAppServices();
  const { pathname } = useLocation();
  return <section data-screen="notification-pages" data-path={pathname} />;
}

/** A screen module for vi.mock whose screen is a probe named `screen`, showing the route's id (if it has one). */
export function probeModule(screen: string) {
  return {
    default: function ScreenProbe() {
      return <section data-screen={screen} data-id={useParams().id} />;
    },
  };
}
