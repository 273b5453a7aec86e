/**
 * The live region where new notifications are told to screen readers (politely, one calm message at a time, as
 * the notifications runtime's announcer chart decides): "New notification: Bob mentioned you", or
 * "3 new notifications". It sits at the end of the page, outside the navigation it is started from (a message
 * inside a link would become part of the link's name), and tells only what arrives after it appeared.
 */
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { isKnownNotificationType } from '../../domain/entities/notification-parts';
import { useArrivalAnnouncement, type ArrivalAnnouncement } from '../../services/notifications/arrival-announcements';
import { useAccount, useStatus } from '../../services/store';
import { describeGroup } from './rows/notification-sentence';
import { sentenceText } from './rows/Sentence';

export function ArrivalAnnouncer() {
  const { store } = useAppServices();
  const latest = useArrivalAnnouncement(store);
  // a message told before this region was there is not told again
  const [since] = useState(() => latest?.serial ?? 0);
  const fresh = latest !== null && latest.serial > since ? latest : null;
  return createPortal(
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-notification-arrivals>
      {/* a new element for each message, so the same words told again are read again */}
      {fresh !== null && <ArrivalMessage key={fresh.serial} announcement={fresh} />}
    </div>,
    document.body,
  );
}

function ArrivalMessage({ announcement }: { announcement: ArrivalAnnouncement }) {
  const { t } = useTranslation();
  const { me } = useAppServices();
  const { single, count } = announcement;
  const first = useAccount(single?.sampleAccountIds[0]);
  const status = useStatus(single?.statusId);
  const reportTarget = useAccount(single?.report?.targetAccountId);
  if (single === null || !isKnownNotificationType(single.type)) {
    return <p>{t('notifications.arrivals.many', { count })}</p>;
  }
  const spec = describeGroup(single.type, {
    group: single,
    first: first ?? null,
    status: status ?? null,
    reportTarget: reportTarget ?? null,
    me,
  });
  return <p>{t('notifications.arrivals.one', { sentence: sentenceText(spec, t) })}</p>;
}
