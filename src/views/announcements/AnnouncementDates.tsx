/** The date line of an announcement: its range when it has one, else when it was published (rules in announcements-rules.ts). */
import { announcementDates, type DateParts } from '../../machines/announcements-rules';
import { useTranslation } from '../../i18n/react';
import type { Announcement } from '../../domain/entities';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatDate(date: Date, parts: DateParts, language: string): string {
  const key = `${language}|${parts.year}|${parts.date}|${parts.time}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(language, {
      ...(parts.year ? { year: 'numeric' } : {}),
      ...(parts.date ? { month: 'short', day: 'numeric' } : {}),
      ...(parts.time ? { hour: '2-digit', minute: '2-digit' } : {}),
    });
    formats.set(key, format);
  }
  return format.format(date);
}

export function AnnouncementDates({ announcement, now }: { announcement: Announcement; now: Date }) {
  const { t, i18n } = useTranslation();
  const dates = announcementDates(announcement, now);
  if (dates.kind === 'none') return null;
  if (dates.kind === 'moment') {
    return (
      <p className="announcement__dates">
        <time dateTime={dates.at.toISOString()}>{formatDate(dates.at, dates.parts, i18n.language)}</time>
      </p>
    );
  }
  const start = formatDate(dates.start, dates.startParts, i18n.language);
  const end = formatDate(dates.end, dates.endParts, i18n.language);
  return (
    <p className="announcement__dates">
      <time dateTime={dates.start.toISOString()}>{start}</time>
      {t('announcements.rangeSeparator')}
      <time dateTime={dates.end.toISOString()}>{end}</time>
    </p>
  );
}
