/** A <time> showing the full date and time in the reader's language. */
import { useTranslation } from '../../i18n/react';
import { fullDateTime, parseTime } from './time-format';

export interface AbsoluteTimeProps {
  /** ISO 8601 time */
  dateTime: string;
  className?: string;
}

export function AbsoluteTime({ dateTime, className }: AbsoluteTimeProps) {
  const { i18n } = useTranslation();
  const date = parseTime(dateTime);
  if (date === null) return null;
  return (
    <time className={className} dateTime={dateTime}>
      {fullDateTime(date, i18n.language)}
    </time>
  );
}
