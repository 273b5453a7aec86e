/**
 * The alerts themselves: their code comes with the first alert or once the first posts have painted (preloadable),
 * while the area (AlertArea.tsx) keeps its two live regions in the page from the start, so an alert is announced
 * however late its code came.
 */
import type { KeyboardEvent, MouseEvent, RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Alert, AlertQueue } from '../../services/alerts';
import type { MessageDescriptor } from '../../domain/errors/message-descriptor';
import { isNotice } from '../../services/alerts/alert-kinds';
import { linkOf } from '../../services/alerts/alert-notice';
import { namedAlert } from '../../services/alerts/action-alert';

type OpenPath = ((path: string) => void) | undefined;

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
  openPath: OpenPath;
  hrefFor: (path: string) => string;
}) {
  const { t } = useTranslation();
  const translate = useTranslate();
  // a failed change is shown named after it
  const shown = namedAlert(alert);
  const title = translate(shown.title);
  const message = translate(shown.message);
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

export interface AlertItemsProps {
  items: readonly Alert[];
  alerts: AlertQueue;
  area: RefObject<HTMLDivElement | null>;
  /** where focus was before it entered the alert area */
  cameFrom: RefObject<Element | null>;
  openPath: OpenPath;
  hrefFor: (path: string) => string;
}

/** One live region's alerts. Dismissing the one holding focus moves focus on (focusAfterDismiss). */
export function AlertItems({ items, alerts, area, cameFrom, openPath, hrefFor }: AlertItemsProps) {
  const onDismiss = (key: string, refocus: boolean) => {
    const hadFocus = area.current?.contains(document.activeElement) ?? false;
    if (refocus || hadFocus) focusAfterDismiss(area.current, key, cameFrom.current);
    alerts.dismiss(key);
  };
  return items.map((alert) => (
    <AlertItem key={alert.key} alert={alert} onDismiss={onDismiss} openPath={openPath} hrefFor={hrefFor} />
  ));
}
