/**
 * A <time> showing how long ago something happened ("5m", "2h", "Mar 3") with the full date in its
 * tooltip. Every instance listens to the one shared ticker and re-renders only when its text changes.
 */
import { useCallback, useSyncExternalStore } from 'react';
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
  const date = parseTime(dateTime);
  if (date === null) return null;
  return (
    <time className={className} dateTime={dateTime} title={fullDateTime(date, language)}>
      {text}
    </time>
  );
}
