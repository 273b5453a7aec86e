import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../app/services/app-services';
import type { TimelineContext } from '../../machines/timeline.machine';
import { parseTimelineName, type TimelineSpec } from '../../services/timelines';
import { Status } from '../status/Status';
import { FeedItem } from './FeedItem';
import { handleFeedKeyDown } from './feed-keys';
import { useTimelineMachine } from './use-timeline-machine';
import './timeline.css';

export interface TimelineProps {
  /** a timeline name of spec 2 */
  timeline: string;
  /** id of the heading that names the feed */
  labelledBy?: string;
}

function emptyKey(spec: TimelineSpec | null): string {
  switch (spec?.kind) {
    case 'home': return 'timeline.empty.home';
    case 'account': return 'timeline.empty.account';
    case 'hashtag': return 'timeline.empty.hashtag';
    case 'list':
    case 'antenna': return 'timeline.empty.list';
    case 'public':
    case 'community': return 'timeline.empty.public';
    default: return 'timeline.empty.other';
  }
}

function useAnnouncement(context: TimelineContext, settled: boolean): string {
  const { t } = useTranslation();
  const change = context.lastChange;
  if (!settled || change === null) return '';
  if (change.step === 'expand') return t('timeline.announce.more', { count: change.added });
  return change.added === 0 ? t('timeline.announce.noNewer') : t('timeline.announce.newer', { count: change.added });
}

/**
 * A timeline's posts as a plain feed (role="feed"), with refresh, "Load more", and the loading, error and
 * empty states. The list of ids comes from the timeline machine; each post renders itself from the store.
 */
export function Timeline({ timeline, labelledBy }: TimelineProps) {
  const { t } = useTranslation();
  const services = useAppServices();
  const [snapshot, send] = useTimelineMachine(services, timeline);
  const { ids, next, failure } = snapshot.context;
  const spec = parseTimelineName(timeline);

  const firstLoad = snapshot.matches('idle') || snapshot.matches('loading');
  const expanding = snapshot.matches('expanding');
  const refreshing = snapshot.matches('refreshing');
  const failedDuring = snapshot.matches('failed') ? failure?.during ?? null : null;
  const settled = snapshot.matches('loaded');
  // the feed exists while it holds posts or is filling: an idle empty feed would break role=feed's required children
  const busy = firstLoad || expanding || refreshing;
  const setSize = next === null ? ids.length : -1;
  const announcement = useAnnouncement(snapshot.context, settled);

  const retry = () => send({ type: 'RETRY' });
  const errorBox = (step: 'load' | 'expand' | 'refresh') => (
    <div className="timeline-error" role="alert">
      <p>{t(`timeline.error.${step}`)}</p>
      <button type="button" className="timeline-button" onClick={retry}>{t('timeline.retry')}</button>
    </div>
  );

  return (
    <div className="timeline">
      {!firstLoad && failedDuring !== 'load' && (
        <div className="timeline-toolbar">
          <button
            type="button"
            className="timeline-button timeline-button-quiet"
            aria-disabled={!settled || undefined}
            onClick={() => { if (settled) send({ type: 'REFRESH' }); }}
          >
            {refreshing ? t('timeline.refreshing') : t('timeline.refresh')}
          </button>
        </div>
      )}
      {failedDuring === 'refresh' && errorBox('refresh')}
      {(ids.length > 0 || busy) && (
        <div
          role="feed"
          className="timeline-feed"
          aria-busy={busy}
          aria-labelledby={labelledBy}
          onKeyDown={handleFeedKeyDown}
        >
          {ids.map((id, index) => (
            <FeedItem key={id} itemId={id} position={index + 1} setSize={setSize}>
              <Status statusId={id} variant="timeline" />
            </FeedItem>
          ))}
        </div>
      )}
      {firstLoad && <p className="timeline-note" role="status">{t('timeline.loading')}</p>}
      {failedDuring === 'load' && errorBox('load')}
      {settled && ids.length === 0 && <p className="timeline-note">{t(emptyKey(spec))}</p>}
      {failedDuring === 'expand' && errorBox('expand')}
      {(settled || expanding) && next !== null && (
        <button
          type="button"
          className="timeline-button timeline-load-more"
          aria-disabled={expanding || undefined}
          onClick={() => { if (!expanding) send({ type: 'EXPAND' }); }}
        >
          {expanding ? t('timeline.loadingMore') : t('timeline.loadMore')}
        </button>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">{announcement}</p>
    </div>
  );
}
