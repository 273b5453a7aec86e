/**
 * The details under a notice from the server, all plain text and never a link off the app: a report's
 * comment, attached posts and whether it came from another server; a moderation warning's note from the
 * moderators; what a severed connection cost (followers and followed accounts lost).
 */
import { useTranslation } from '../../../i18n/react';
import type { NotificationGroup } from '../../../domain/entities/notification-group';

function ReportDetails({ group }: { group: NotificationGroup }) {
  const { t } = useTranslation();
  const report = group.report;
  if (report === null) return null;
  const comment = report.comment.trim();
  const posts = report.status_ids.length;
  if (comment === '' && posts === 0 && !report.forwarded) return null;
  return (
    <div className="notification__details">
      {comment !== '' && (
        <p className="notification__detail">{t('notifications.types.adminReport.comment', { comment })}</p>
      )}
      {posts > 0 && (
        <p className="notification__detail">{t('notifications.types.adminReport.posts', { count: posts })}</p>
      )}
      {report.forwarded && <p className="notification__detail">{t('notifications.types.adminReport.forwarded')}</p>}
    </div>
  );
}

function WarningDetails({ group }: { group: NotificationGroup }) {
  const { t } = useTranslation();
  const text = group.moderationWarning?.text.trim() ?? '';
  if (text === '') return null;
  return (
    <div className="notification__details">
      <p className="notification__detail">{t('notifications.types.moderationWarning.note', { text })}</p>
    </div>
  );
}

function SeveranceDetails({ group }: { group: NotificationGroup }) {
  const { t } = useTranslation();
  const event = group.event;
  if (event === null || (event.followers_count === 0 && event.following_count === 0)) return null;
  return (
    <div className="notification__details">
      <p className="notification__detail">
        {t('notifications.types.severed.lost', {
          followers: t('notifications.types.severed.followers', { count: event.followers_count }),
          following: t('notifications.types.severed.following', { count: event.following_count }),
        })}
      </p>
    </div>
  );
}

export function NoticeDetails({ group }: { group: NotificationGroup }) {
  switch (group.type) {
    case 'admin.report':
      return <ReportDetails group={group} />;
    case 'moderation_warning':
      return <WarningDetails group={group} />;
    case 'severed_relationships':
      return <SeveranceDetails group={group} />;
    default:
      return null;
  }
}
