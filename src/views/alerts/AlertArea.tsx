import { useRef, useSyncExternalStore } from 'react';
import type { Alert, AlertQueue } from '../../services/alerts';
import { isNotice } from '../../services/alerts/alert-kinds';
import { importWithMessages } from '../../i18n/lazy-catalogues';
import { preloadable } from '../common/preloadable';
import type { AlertItemsProps } from './AlertItems';
import './alerts.css';

export interface AlertAreaProps {
  alerts: AlertQueue;
  /** opens an in-app path (a notice's "View" link) through the router; without it the link loads the page */
  openPath?: (path: string) => void;
  /** the href of an in-app path (adds /deck in the multi-column layout); identity by default */
  hrefFor?: (path: string) => string;
}

const AlertItems = preloadable<AlertItemsProps>(() =>
  importWithMessages(['alerts'], () => import('./AlertItems')).then((m) => m.AlertItems),
);

/**
 * The one alert area. It renders the queue: errors of the error catalogue in an assertive live region (role
 * alert), notices in a polite one (role status). Both regions are always in the page, so additions are
 * announced, however late the alerts' own code (AlertItems.tsx) comes. Each alert is dismissed by its button or by Escape while focus is inside it; auto-dismissal (the
 * published notice, 10 s) is the queue's own timer.
 */
export function AlertArea({ alerts, openPath, hrefFor = (path) => path }: AlertAreaProps) {
  const current = useSyncExternalStore(alerts.subscribe, alerts.getSnapshot, alerts.getSnapshot);
  const areaRef = useRef<HTMLDivElement>(null);
  const cameFrom = useRef<Element | null>(null);
  const errors = current.filter((alert) => !isNotice(alert));
  const notices = current.filter(isNotice);

  const stack = (items: readonly Alert[]) =>
    items.length === 0 ? null : (
      <AlertItems
        items={items}
        alerts={alerts}
        area={areaRef}
        cameFrom={cameFrom}
        openPath={openPath}
        hrefFor={hrefFor}
      />
    );

  return (
    <div
      className="alert-area"
      ref={areaRef}
      onFocus={(event) => {
        if (event.relatedTarget && !areaRef.current?.contains(event.relatedTarget))
          cameFrom.current = event.relatedTarget;
      }}
    >
      <div className="alert-area__stack" role="alert" aria-atomic="false">
        {stack(errors)}
      </div>
      <div className="alert-area__stack" role="status" aria-atomic="false">
        {stack(notices)}
      </div>
    </div>
  );
}
