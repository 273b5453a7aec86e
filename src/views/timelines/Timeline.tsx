import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { failureReason } from '../../services/alerts/failure-reason';
import { useVisibleEntries } from '../../services/filters/use-visible-entries';
import { parseTimelineName, type TimelineSpec } from '../../services/timelines';
import { useTimeline } from '../../services/timelines/use-timeline';
import { feedStateOf, rowKeyOf, type FeedState } from './feed-state';
import type { LiveUpdatesNoticeProps } from './LiveUpdatesNotice';
import type { NewPostsButtonProps } from './NewPostsButton';
import type { SavedRowsNoteProps } from './SavedRowsNote';
import { prefetchHomeMarker } from '../../services/markers/early-home-marker';
import { AfterFirstPaint } from '../shell/AfterFirstPaint';
import { importWithMessages } from '../../i18n/lazy-catalogues';
import { preloadable } from '../common/preloadable';
import { savedFeedPosition } from './feed-positions';
import { createViewportTopChannel } from './viewport-top-channel';
import { VirtualFeed, type FeedHandle } from './VirtualFeed';
import './timeline.css';
import { RetryButton } from '../common/RetryButton';
import { FailureReason } from '../common/FailureReason';

export interface TimelineProps {
  /** a timeline name (home, public:media, list:{id}, hashtag:{tag}...) */
  timeline: string;
  /** id of the heading that names the feed */
  labelledBy?: string;
  /** what an empty feed says, when the screen showing it knows better than the timeline's kind */
  emptyText?: string;
}

// posts waiting above and a paused connection only come once the page is live: their code and strings come after the
// first posts
const NewPostsButton = preloadable<NewPostsButtonProps>(() =>
  importWithMessages(['feedParts'], () => import('./NewPostsButton')).then((m) => m.NewPostsButton),
);
const LiveUpdatesNotice = preloadable<LiveUpdatesNoticeProps>(() =>
  importWithMessages(['feedParts'], () => import('./LiveUpdatesNotice')).then((m) => m.LiveUpdatesNotice),
);
const SavedRowsNote = preloadable<SavedRowsNoteProps>(() =>
  importWithMessages(['feedParts'], () => import('./SavedRowsNote')).then((m) => m.SavedRowsNote),
);
// what changed is announced only after a change, so once the first posts are there
const TimelineAnnouncements = preloadable<{ state: FeedState }>(() =>
  importWithMessages(['feedParts'], () => import('./TimelineAnnouncements')).then((m) => m.TimelineAnnouncements),
);

/** The home read marker's tracker draws nothing and waits until the first posts have painted. */
const HomeMarkerTracker = lazy(() => import('./HomeMarkerTracker'));

function emptyKey(spec: TimelineSpec | null): string {
  switch (spec?.kind) {
    case 'home':
      return 'timeline.empty.home';
    case 'account':
      return 'timeline.empty.account';
    case 'hashtag':
      return 'timeline.empty.hashtag';
    case 'list':
    case 'antenna':
      return 'timeline.empty.list';
    case 'public':
    case 'community':
      return 'timeline.empty.public';
    default:
      return 'timeline.empty.other';
  }
}

/** Timelines with a live stream (home, the public variants, hashtags, lists, antennas). */
function hasStream(spec: TimelineSpec | null): boolean {
  return spec !== null && ['home', 'public', 'community', 'hashtag', 'list', 'antenna'].includes(spec.kind);
}

/** The timeline's machine from the account's registry, read as the feed needs it. */
function useFeedTimeline(timeline: string) {
  const { snapshot, send, retry } = useTimeline(timeline);
  return [feedStateOf(snapshot), send, retry] as const;
}

/**
 * A timeline's rows as a virtual feed (role="feed"), with the new-posts control, the live-updates notice,
 * refresh, "Load more" (and loading older posts near the end), gaps, and the loading, error and empty states.
 * The rows come from the timeline machine; each post renders itself from the store.
 */
export function Timeline({ timeline, labelledBy, emptyText }: TimelineProps) {
  const { t } = useTranslation();
  const services = useAppServices();
  const [state, send, retry] = useFeedTimeline(timeline);
  const { unread, next, failure, phase } = state;
  const entries = useVisibleEntries(state.items, timeline);
  const spec = parseTimelineName(timeline);
  const feed = useRef<FeedHandle>(null);

  const firstLoad = phase === 'loading';
  const settled = phase === 'loaded';
  const expanding = phase === 'expanding';
  const refreshing = phase === 'refreshing';
  const failedDuring = phase === 'failed' ? (failure?.during ?? null) : null;
  const busy = firstLoad || expanding || refreshing || phase === 'filling';
  const setSize = next === null ? entries.length : -1;

  const [atTop, setAtTop] = useState(true);
  const onAtTopChange = useCallback(
    (nowAtTop: boolean) => {
      setAtTop(nowAtTop);
      send({ type: 'SCROLLED', atTop: nowAtTop });
    },
    [send],
  );

  // the chart decides whether there is an older page to ask for, and ignores EXPAND while busy or failed
  const onNearEnd = useCallback(() => send({ type: 'EXPAND' }), [send]);

  // where the reader is: the chart keeps its window of rows around the row at the top and the focused row (told
  // only when one of them changes)
  const lastViewed = useRef('');
  const onViewport = useCallback(
    (topKey: string, focused: string | null) => {
      const key = rowKeyOf(topKey);
      const focusedKey = focused === null ? null : rowKeyOf(focused);
      if (`${key} ${focusedKey}` === lastViewed.current) return;
      lastViewed.current = `${key} ${focusedKey}`;
      send({ type: 'VIEWED', key, focusedKey });
    },
    [send],
  );
  const onFillGap = useCallback((key: string) => send({ type: 'FILL_GAP', key }), [send]);

  // "N new posts": apply, then take the reader (and focus, as the control goes away) to the first post
  const [applied, setApplied] = useState(0);
  const applyPending = () => {
    send({ type: 'APPLY_PENDING' });
    setApplied((count) => count + 1);
  };
  useEffect(() => {
    if (applied === 0) return;
    feed.current?.scrollToTop();
    feed.current?.focusIndex(0);
  }, [applied]);

  // the home read marker: its position is asked for now, its tracker comes after the first paint
  const markerEnabled = spec?.kind === 'home' && services.me !== null;
  const [viewportTop] = useState(createViewportTopChannel);
  useEffect(() => {
    if (!markerEnabled) return;
    prefetchHomeMarker(services.store, services.api, savedFeedPosition(services.store, timeline) !== undefined);
  }, [markerEnabled, services.store, services.api, timeline]);

  // no answer at all: the offline line has said so already, and the step runs again once the server answers, so
  // the box is a quiet note rather than an alarm
  const unreached = failureReason(failure?.error) === 'network';
  const errorBox = (step: 'load' | 'expand' | 'refresh' | 'gap') => (
    <div
      className={unreached ? 'timeline-error timeline-error--unreached' : 'timeline-error'}
      role={unreached ? 'status' : 'alert'}
    >
      <p>{t(`timeline.error.${step}`)}</p>
      <FailureReason error={failure?.error} />
      <RetryButton error={failure?.error} className="timeline-button" onRetry={retry}>
        {t('timeline.retry')}
      </RetryButton>
    </div>
  );

  const footer = (
    <>
      {firstLoad && (
        <p className="timeline-note" role="status">
          {t('timeline.loading')}
        </p>
      )}
      {failedDuring === 'expand' && errorBox('expand')}
      {(settled || expanding) && next !== null && (
        <button
          type="button"
          className="timeline-button timeline-load-more"
          aria-disabled={expanding || undefined}
          onClick={() => {
            if (!expanding) send({ type: 'EXPAND' });
          }}
        >
          {expanding ? t('timeline.loadingMore') : t('timeline.loadMore')}
        </button>
      )}
    </>
  );

  return (
    <div className="timeline">
      {markerEnabled && (
        <AfterFirstPaint>
          <Suspense fallback={null}>
            <HomeMarkerTracker
              timeline={timeline}
              entries={entries}
              loaded={!firstLoad && failedDuring !== 'load'}
              atTop={atTop}
              feed={feed}
              viewportTop={viewportTop}
            />
          </Suspense>
        </AfterFirstPaint>
      )}
      {!firstLoad && failedDuring !== 'load' && (
        <div className="timeline-toolbar">
          {hasStream(spec) && <LiveUpdatesNotice streaming={services.streaming} />}
          <button
            type="button"
            className="timeline-button timeline-button-quiet"
            aria-disabled={!settled || undefined}
            onClick={() => {
              if (settled) send({ type: 'REFRESH' });
            }}
          >
            {refreshing ? t('timeline.refreshing') : t('timeline.refresh')}
          </button>
        </div>
      )}
      {state.savedAt !== null && <SavedRowsNote savedAt={state.savedAt} checking={phase === 'filling'} />}
      {failedDuring === 'refresh' && errorBox('refresh')}
      {failedDuring === 'gap' && errorBox('gap')}
      <div className="timeline-body">
        <NewPostsButton
          count={state.morePending ? state.waiting : unread}
          more={state.morePending}
          onApply={applyPending}
        />
        {entries.length > 0 || busy ? (
          <VirtualFeed
            ref={feed}
            timeline={timeline}
            entries={entries}
            setSize={setSize}
            busy={busy}
            labelledBy={labelledBy}
            filling={phase === 'filling'}
            onFillGap={onFillGap}
            onAtTopChange={onAtTopChange}
            onNearEnd={onNearEnd}
            onViewportTop={viewportTop.report}
            onViewport={onViewport}
            footer={footer}
          />
        ) : (
          <>
            {failedDuring === 'load' && errorBox('load')}
            {settled && <p className="timeline-note">{emptyText ?? t(emptyKey(spec))}</p>}
          </>
        )}
      </div>
      <TimelineAnnouncements state={state} />
    </div>
  );
}
