/**
 * A <time> showing how long ago something happened ("5m", "2h", "Mar 3") with the full date in its
 * tooltip. Every instance listens to the one shared ticker and re-renders only when its text changes.
 * The tooltip's text is made when the pointer first comes over it (well before a tooltip shows): the date
 * formatter it needs costs a noticeable moment to create, which the first posts on screen do not wait for.
 */
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react';
import { sharedTicker, type Ticker } from './now-ticker';
import { fullDateTime, parseTime, relativeAge, shortDate } from './time-format';

export interface RelativeTimeProps {
  /** ISO 8601 time */
  dateTime: string;
  className?: string;
  /** for tests: another clock */
  ticker?: Ticker;
}

export function RelativeTime({ dateTime, className, ticker = sharedTicker }: RelativeTimeProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const label = useCallback((): string => {
    const date = parseTime(dateTime);
    if (date === null) return '';
    const age = relativeAge(date, ticker.now());
    switch (age.unit) {
      case 'now':
        return t('common.time.now');
      case 'seconds':
        return t('common.time.seconds', { count: age.count });
      case 'minutes':
        return t('common.time.minutes', { count: age.count });
      case 'hours':
        return t('common.time.hours', { count: age.count });
      case 'date':
        return shortDate(date, language, age.withYear);
    }
  }, [dateTime, ticker, t, language]);
  const text = useSyncExternalStore(ticker.subscribe, label, label);
  const [pointedAt, setPointedAt] = useState(false);
  const date = parseTime(dateTime);
  if (date === null) return null;
  return (
    <time
      className={className}
      dateTime={dateTime}
      title={pointedAt ? fullDateTime(date, language) : undefined}
      onPointerEnter={() => setPointedAt(true)}
    >
      {text}
    </time>
  );
}
