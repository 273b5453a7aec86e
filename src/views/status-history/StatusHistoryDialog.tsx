/**
 * A post's edit history in the one dialog frame: the versions newest first, each with its time and whether it is
 * the original or an edit, its content warning, content (through the sanitiser, links resolved as the post's
 * own), whether it was marked sensitive, how many media it carried and how its poll changed. Loading, a failure
 * with Retry and a post no longer there each say so (drawn by ResourceStates). The history is asked for again each time the dialog opens.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { useResource } from '../../services/data/use-data';
import { statusHistoryData } from '../../services/status-history/status-history-data';
import type { EditVersion } from '../../services/status-history/edit-versions';
import { linkResolver, plainTextTree, sanitizeHtml, type LinkResolver } from '../../services/sanitize';
import { useStatus } from '../../services/store';
import { ResourceStates } from '../common/data-states/DataStates';
import { DialogFrame } from '../common/dialog/DialogFrame';
import { RichText } from '../common/RichText';
import { fullDateTime, parseTime } from '../common/time-format';
import './status-history.css';

export interface StatusHistoryDialogProps {
  statusId: string;
  onClose(): void;
}

function Version({ version, resolveLink }: { version: EditVersion; resolveLink: LinkResolver | undefined }) {
  const { t, i18n } = useTranslation();
  const content = useMemo(
    () => sanitizeHtml(version.content, { emojis: version.emojis }),
    [version.content, version.emojis],
  );
  const spoiler = useMemo(
    () => plainTextTree(version.spoilerText, version.emojis),
    [version.spoilerText, version.emojis],
  );
  const date = parseTime(version.createdAt);
  const label = t(version.original ? 'statusHistory.original' : 'statusHistory.edited');
  const time = date === null ? '' : fullDateTime(date, i18n.language);
  const pollNote =
    version.pollChange === 'added'
      ? t('statusHistory.pollAdded')
      : version.pollChange === 'removed'
        ? t('statusHistory.pollRemoved')
        : version.pollChange === 'changed'
          ? t('statusHistory.pollChanged')
          : null;
  return (
    <li className="status-history__version">
      <article aria-label={time === '' ? label : t('statusHistory.versionLabel', { label, time })}>
        <header className="status-history__header">
          <span className="status-history__label">{label}</span>
          {date !== null && (
            <time className="status-history__time" dateTime={version.createdAt}>
              {time}
            </time>
          )}
        </header>
        {spoiler.length > 0 && (
          <p className="status-history__spoiler rich-text">
            <span className="status-history__meta">{t('statusHistory.spoiler')} </span>
            <RichText nodes={spoiler} />
          </p>
        )}
        <div className="status-history__content rich-text">
          <RichText nodes={content} resolveLink={resolveLink} />
        </div>
        {version.pollOptions !== null && (
          <div className="status-history__poll">
            <p className="status-history__meta">{t('statusHistory.poll')}</p>
            <ul className="status-history__options">
              {version.pollOptions.map((title, index) => (
                <li key={index}>{title}</li>
              ))}
            </ul>
          </div>
        )}
        <ul className="status-history__facts">
          {version.sensitive && <li>{t('statusHistory.sensitive')}</li>}
          {version.mediaCount > 0 && <li>{t('statusHistory.media', { count: version.mediaCount })}</li>}
          {pollNote !== null && <li>{pollNote}</li>}
        </ul>
      </article>
    </li>
  );
}

export default function StatusHistoryDialog({ statusId, onClose }: StatusHistoryDialogProps) {
  const { t } = useTranslation();
  const status = useStatus(statusId);
  const history = useResource(statusHistoryData, statusId);
  // mentions and hashtags in every version link as the post's own do
  const resolveLink = useMemo(
    () => (status === undefined ? undefined : linkResolver(status.mentions, status.tags)),
    [status],
  );

  const texts = {
    loading: t('statusHistory.loading'),
    failed: t('statusHistory.failed'),
    retry: t('statusHistory.retry'),
    gone: t('statusHistory.gone'),
  };

  return (
    <DialogFrame
      title={t('statusHistory.title')}
      closeLabel={t('statusHistory.close')}
      onClose={onClose}
      className="status-history"
    >
      <div className="status-history__body" aria-busy={history.busy}>
        <ResourceStates data={history} texts={texts}>
          {(versions) => (
            <>
              <p className="status-history__count">{t('statusHistory.count', { count: versions.length })}</p>
              <ol className="status-history__versions" aria-label={t('statusHistory.title')}>
                {versions.map((version) => (
                  <Version key={version.key} version={version} resolveLink={resolveLink} />
                ))}
              </ol>
            </>
          )}
        </ResourceStates>
      </div>
    </DialogFrame>
  );
}
