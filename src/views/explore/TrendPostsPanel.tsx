/**
 * The Posts tab of Explore: the server's trending posts in the timeline's virtual feed (keys, positions and
 * status actions as on any timeline), in the "explore" filter context, with older pages as the reader nears the
 * end or presses Load more (drawn in the feed's footer). Loading, empty and failure say so in place, calmly
 * (trends raise no alert); a list whose every post is hidden by a filter reads as empty.
 */
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { usePagedList } from '../../services/data/use-data';
import { EXPLORE_CONTEXT, trendingPosts } from '../../services/explore/trend-posts';
import { useVisibleEntries } from '../../services/filters/use-visible-entries';
import { EmptyNote, FailedNote, LoadingNote, LoadMore } from '../common/data-states/DataNotes';
import { VirtualFeed } from '../timelines/VirtualFeed';
import { useTrendTexts } from './trend-texts';

const ignore = () => undefined;

export function TrendPostsPanel() {
  const { t } = useTranslation();
  const texts = useTrendTexts();
  const headingId = useId();
  const list = usePagedList(trendingPosts, null);
  const { status, items, hasMore, loadMore } = list;
  const entries = useMemo(() => items.map((id) => ({ kind: 'status' as const, id })), [items]);
  const visible = useVisibleEntries(entries, EXPLORE_CONTEXT);
  const more = status.kind === 'ready' ? status.more : 'end';
  // nearing the end asks for the next page, but never again by itself after that page failed (Load more does)
  const onNearEnd = useCallback(() => {
    if (more === 'available') loadMore();
  }, [more, loadMore]);

  if (status.kind === 'failed' || status.kind === 'gone')
    return (
      <FailedNote
        text={texts.failed}
        retryText={texts.retry}
        error={status.kind === 'failed' ? status.error : null}
        onRetry={list.retry}
        calm
      />
    );
  if (status.kind === 'loading') return <LoadingNote text={texts.loading} />;
  if (visible.length === 0 && !hasMore) return <EmptyNote text={texts.empty} />;
  return (
    <div className="timeline">
      <h2 id={headingId} className="visually-hidden">
        {t('explore.posts.label')}
      </h2>
      <div className="timeline-body">
        <VirtualFeed
          timeline={EXPLORE_CONTEXT}
          entries={visible}
          setSize={hasMore ? -1 : visible.length}
          busy={list.busy}
          labelledBy={headingId}
          filling={false}
          onFillGap={ignore}
          onAtTopChange={ignore}
          onNearEnd={onNearEnd}
          footer={<LoadMore more={more} texts={texts} onLoadMore={loadMore} calm />}
        />
      </div>
    </div>
  );
}
