/**
 * The server's extended description (its own HTML, through the sanitiser, links opening outside), with when it
 * was last changed; loading, a failure with Retry (no alert) and a server that wrote none each say so.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { extendedDescriptionData } from '../../services/about/about-data';
import { useResource } from '../../services/data/use-data';
import { sanitizeHtml } from '../../services/sanitize';
import { RichText } from '../common/RichText';
import { fullDateTime, parseTime } from '../common/time-format';
import { AboutNote, RetryNote } from './AboutNotes';

export function ExtendedDescription() {
  const { t, i18n } = useTranslation();
  const { snapshot, value, send } = useResource(extendedDescriptionData, null);
  const nodes = useMemo(() => (value ? sanitizeHtml(value.content) : []), [value]);
  if (value === null) {
    if (snapshot.hasTag('failed'))
      return <RetryNote text={t('about.extended.failed')} onRetry={() => send({ type: 'RETRY' })} />;
    return <AboutNote text={t('about.extended.loading')} role="status" />;
  }
  const updated = parseTime(value.updatedAt);
  return (
    <>
      {nodes.length === 0 ? (
        <AboutNote text={t('about.extended.empty')} />
      ) : (
        <div className="about__prose rich-text">
          <RichText nodes={nodes} />
        </div>
      )}
      {updated !== null && (
        <p className="about__muted">{t('about.extended.updated', { date: fullDateTime(updated, i18n.language) })}</p>
      )}
    </>
  );
}
