/**
 * What an explore tab says instead of its list: loading, empty, or a calm failure with Retry (trends raise no
 * alert: the tab says it in place, as a status rather than an alarm).
 */
import { useTranslation } from '../../i18n/react';

export type ExploreNoteKind = 'loading' | 'empty' | 'failed';

export function ExploreNote({ kind, onRetry }: { kind: ExploreNoteKind; onRetry?: () => void }) {
  const { t } = useTranslation();
  if (kind === 'failed')
    return (
      <div className="explore-note explore-note--failed" role="status">
        <p>{t('explore.failed')}</p>
        <button type="button" className="timeline-button" onClick={onRetry}>
          {t('explore.retry')}
        </button>
      </div>
    );
  return (
    <p className="explore-note" role="status">
      {t(kind === 'loading' ? 'explore.loading' : 'explore.empty')}
    </p>
  );
}

/** "Load more" under a list, busy while a page is on its way, with the failure of the last try above it. */
export function LoadMore({ busy, failed, onLoad }: { busy: boolean; failed: boolean; onLoad: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="explore-more">
      {failed && (
        <p className="explore-more__failed" role="status">
          {t('explore.moreFailed')}
        </p>
      )}
      <button
        type="button"
        className="timeline-button timeline-load-more"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onLoad();
        }}
      >
        {t(busy ? 'explore.loadingMore' : failed ? 'explore.retry' : 'explore.loadMore')}
      </button>
    </div>
  );
}
