import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react';
import { sharedTicker, type Ticker } from '../common/now-ticker';
import { relativeAge, shortDate } from '../common/time-format';

export interface SavedRowsNoteProps {
  /** when the rows shown were saved (ms since the epoch) */
  savedAt: number;
  /** the newer posts are being asked for */
  checking: boolean;
  /** for tests: another clock */
  ticker?: Ticker;
}

/**
 * Over rows saved on an earlier visit, until the server has answered: how old they are, and that newer ones are being
 * checked for. A polite status, so the reader hears once that what they see is not current.
 */
export function SavedRowsNote({ savedAt, checking, ticker = sharedTicker }: SavedRowsNoteProps) {
  const { t, i18n } = useTranslation();
  const now = useSyncExternalStore(ticker.subscribe, ticker.now, ticker.now);
  const saved = new Date(savedAt);
  const age = relativeAge(saved, now);
  const when =
    age.unit === 'now' || age.unit === 'seconds'
      ? t('feedParts.saved.now')
      : age.unit === 'date'
        ? t('feedParts.saved.date', { date: shortDate(saved, i18n.language, age.withYear) })
        : t(`feedParts.saved.${age.unit}`, { count: age.count });
  return (
    <p className="timeline-note timeline-saved" role="status">
      {when}
      {checking && ` ${t('feedParts.saved.checking')}`}
    </p>
  );
}
