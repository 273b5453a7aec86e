/**
 * The server's extended description (its own HTML, through the sanitiser, links opening outside), with when it
 * was last changed; loading, a failure with Retry (calm: no alert) and a server that wrote none each say so.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import {
  extendedDescriptionData,
  type ExtendedDescription as ExtendedDescriptionValue,
} from '../../services/about/about-data';
import { useResource } from '../../services/data/use-data';
import { sanitizeHtml } from '../../services/sanitize';
import { RichText } from '../common/RichText';
import { fullDateTime, parseTime } from '../common/time-format';
import { ResourceStates } from '../common/data-states/DataStates';
import { AboutNote } from './AboutNotes';

export function ExtendedDescription() {
  const { t } = useTranslation();
  const description = useResource(extendedDescriptionData, null);
  const texts = { loading: t('about.extended.loading'), failed: t('about.extended.failed'), retry: t('about.retry') };
  return (
    <ResourceStates data={description} texts={texts} calm>
      {(value) => <Description value={value} />}
    </ResourceStates>
  );
}

function Description({ value }: { value: ExtendedDescriptionValue }) {
  const { t, i18n } = useTranslation();
  const nodes = useMemo(() => sanitizeHtml(value.content), [value]);
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
