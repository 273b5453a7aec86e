import { useTranslation } from '../../i18n/react';
import type { StreamingService } from '../../services/streaming/streaming-types';
import { useStreamStatus } from '../../services/streaming/use-stream-status';

/**
 * "Live updates paused" with a Resume button, while the account's live connection is down and waiting to
 * retry (the timeline polls meanwhile). Shown only on timelines that have a stream.
 */
export interface LiveUpdatesNoticeProps {
  streaming: StreamingService;
}

export function LiveUpdatesNotice({ streaming }: LiveUpdatesNoticeProps) {
  const { t } = useTranslation();
  const { state } = useStreamStatus(streaming);
  return (
    <div className="timeline-live" role="status">
      {state === 'paused' && (
        <p className="timeline-live__notice">
          <span className="timeline-live__text">{t('feedParts.live.paused')}</span>
          <button type="button" className="timeline-button timeline-button-quiet" onClick={() => streaming.resume()}>
            {t('feedParts.live.resume')}
          </button>
        </p>
      )}
    </div>
  );
}
