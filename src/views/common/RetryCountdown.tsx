/**
 * The "Try again" that waits for the time the server gave: while the countdown chart runs, the button says how long
 * is left and does nothing when pressed (it stays focusable, aria-disabled); once the chart is done it retries.
 */
import { useMachine } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { retryWaitMachine, secondsUntil } from '../../machines/retry-wait.machine';

/** m:ss, or the seconds alone under a minute */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export default function RetryCountdown({
  until,
  onRetry,
  className,
  children,
}: {
  /** when the server takes requests again (epoch ms) */
  until: number;
  onRetry(): void;
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // the time left is read once, when the wait begins: the chart steps it down from there
  const [seconds] = useState(() => secondsUntil(until, Date.now()));
  const [snapshot] = useMachine(retryWaitMachine, { input: { seconds } });
  const waiting = snapshot.matches('waiting');
  return (
    <button
      type="button"
      className={className}
      aria-disabled={waiting || undefined}
      onClick={() => {
        if (!waiting) onRetry();
      }}
    >
      {waiting ? t('alert.retry_in', { time: waitText(snapshot.context.left) }) : children}
    </button>
  );
}
