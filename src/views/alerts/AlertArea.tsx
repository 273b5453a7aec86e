import { useRef, useSyncExternalStore, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Alert, AlertQueue, MessageDescriptor } from '../../services/errors';
import { isNotice, linkOf } from '../../services/errors/alert-kinds';
import './alerts.css';

export interface AlertAreaProps {
  alerts: AlertQueue;
  /** opens an in-app path (a notice's "View" link) through the router; without it the link loads the page */
  openPath?: (path: string) => void;
  /** the href of an in-app path (adds /deck in the multi-column layout); identity by default */
  hrefFor?: (path: string) => string;
}

function useTranslate() {
  const { t } = useTranslation();
  return (descriptor: MessageDescriptor): string =>
    t(descriptor.key, { ...descriptor.values, defaultValue: descriptor.defaultMessage });
}

/**
 * Where focus goes when the focused alert disappears: the next (or previous) alert's button, else where focus
 * was before it entered the alert area, else the main content.
 */
function focusAfterDismiss(area: HTMLElement | null, key: string, cameFrom: Element | null): void {
  const buttons = [...(area?.querySelectorAll<HTMLButtonElement>('.alert__dismiss') ?? [])];
  const index = buttons.findIndex((button) => button.dataset.alertKey === key);
  const next = index === -1 ? undefined : (buttons[index + 1] ?? buttons[index - 1]);
  if (next) {
    next.focus();
    return;
  }
  const previous =
    cameFrom instanceof HTMLElement && cameFrom.isConnected && !area?.contains(cameFrom) ? cameFrom : null;
  (previous ?? document.getElementById('main-content'))?.focus({ preventScroll: true });
}

function AlertItem({
  alert,
  onDismiss,
  openPath,
  hrefFor,
}: {
  alert: Alert;
  onDismiss: (key: string, refocus: boolean) => void;
  openPath: AlertAreaProps['openPath'];
  hrefFor: (path: string) => string;
}) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const title = translate(alert.title);
  const message = translate(alert.message);
  const link = linkOf(alert);

  // Escape on either control of the alert (its only focusable parts) dismisses it
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onDismiss(alert.key, true);
  };
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!openPath || !link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    openPath(link);
    onDismiss(alert.key, false);
  };

  return (
    <div className={isNotice(alert) ? 'alert alert--notice' : 'alert alert--error'}>
      <p className="alert__text">
        <strong className="alert__title">{title}</strong> <span className="alert__message">{message}</span>
      </p>
      {link ? (
        <a className="alert__link" href={hrefFor(link)} onClick={onLinkClick} onKeyDown={onKeyDown}>
          {t('alerts.view')}
        </a>
      ) : null}
      <button
        type="button"
        className="alert__dismiss"
        data-alert-key={alert.key}
        aria-label={t('alerts.dismissNamed', { title })}
        title={t('alerts.dismiss')}
        onClick={(event) => onDismiss(alert.key, event.detail === 0)}
        onKeyDown={onKeyDown}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * The one alert area. It renders the queue: errors of the error catalogue in an assertive live region (role
 * alert), notices in a polite one (role status). Both regions are always in the page, so additions are
 * announced. Each alert is dismissed by its button or by Escape while focus is inside it; auto-dismissal (the
 * published notice, 10 s) is the queue's own timer.
 */
export function AlertArea({ alerts, openPath, hrefFor = (path) => path }: AlertAreaProps) {
  const current = useSyncExternalStore(alerts.subscribe, alerts.getSnapshot, alerts.getSnapshot);
  const areaRef = useRef<HTMLDivElement>(null);
  const cameFrom = useRef<Element | null>(null);
  const errors = current.filter((alert) => !isNotice(alert));
  const notices = current.filter(isNotice);

  const onDismiss = (key: string, refocus: boolean) => {
    const hadFocus = areaRef.current?.contains(document.activeElement) ?? false;
    if (refocus || hadFocus) focusAfterDismiss(areaRef.current, key, cameFrom.current);
    alerts.dismiss(key);
  };
  const item = (alert: Alert) => (
    <AlertItem key={alert.key} alert={alert} onDismiss={onDismiss} openPath={openPath} hrefFor={hrefFor} />
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
        {errors.map(item)}
      </div>
      <div className="alert-area__stack" role="status" aria-atomic="false">
        {notices.map(item)}
      </div>
    </div>
  );
}
