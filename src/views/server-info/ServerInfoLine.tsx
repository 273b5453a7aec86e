/**
 * The one quiet line saying that the server's information could not be loaded, with Retry (a real button). While
 * a request for it is on its way the button stays, marked unavailable, so keyboard focus is not lost; when the
 * answer comes the line goes, and focus that was on it moves to `focusAfter` (what came back, or the main
 * content), never to the page's start.
 */
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { MAIN_CONTENT_ID } from '../shell/SkipLink';
import './server-info.css';

export interface ServerInfoLineProps {
  /** a request for the answer is on its way: Retry does nothing meanwhile */
  busy: boolean;
  onRetry(): void;
  /** where focus goes when the line leaves while it has focus (the main content by default) */
  focusAfter?(): HTMLElement | null;
}

export default function ServerInfoLine({ busy, onRetry, focusAfter }: ServerInfoLineProps) {
  const { t } = useTranslation();
  const line = useRef<HTMLParagraphElement>(null);
  const next = useRef(focusAfter);
  useLayoutEffect(() => {
    next.current = focusAfter;
  });
  useLayoutEffect(() => {
    const element = line.current;
    // runs while the line is still in the page, just before it goes
    return () => {
      if (element === null || !element.contains(element.ownerDocument.activeElement)) return;
      const target = next.current?.() ?? element.ownerDocument.getElementById(MAIN_CONTENT_ID);
      queueMicrotask(() => {
        if (target?.isConnected === true) target.focus({ preventScroll: true });
      });
    };
  }, []);
  return (
    <p ref={line} className="server-info-line">
      <span className="server-info-line__text">{t('serverInfo.missing')}</span>
      <button
        type="button"
        className="server-info-line__retry"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onRetry();
        }}
      >
        {t('serverInfo.retry')}
      </button>
    </p>
  );
}
