/**
 * "Try again" after a failure. When the server refused with 429 and said when it takes requests again, the button
 * waits: it counts down to that time (RetryCountdown, loaded only then) and only afterwards tries again, so the
 * retry is not refused in turn. Otherwise it is a plain button.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { rateLimitedUntil } from '../../services/alerts';

const RetryCountdown = lazy(() => import('./RetryCountdown'));

export interface RetryButtonProps {
  /** the failure being retried (a 429 with a reset time makes the button wait) */
  error: unknown;
  onRetry(): void;
  className: string;
  /** the button's words when it may be pressed */
  children: ReactNode;
}

export function RetryButton({ error, onRetry, className, children }: RetryButtonProps) {
  const until = rateLimitedUntil(error);
  const plain = (
    <button type="button" className={className} onClick={onRetry}>
      {children}
    </button>
  );
  if (until === null) return plain;
  return (
    <Suspense fallback={plain}>
      <RetryCountdown key={until} until={until} onRetry={onRetry} className={className}>
        {children}
      </RetryCountdown>
    </Suspense>
  );
}
