/**
 * The Posts tab of Explore: the server's trending posts in the timeline's virtual feed (keys, positions and
 * status actions as on any timeline), in the "explore" filter context, with older pages as the reader nears the
 * end or presses Load more. Loading, empty and failure say so in place.
 */
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { usePagedList } from '../../services/data/use-data';
import { EXPLORE_CONTEXT, trendingPosts } from '../../services/explore/trend-posts';
import { useVisibleEntries } from '../../services/filters/use-visible-entries';
import { VirtualFeed } from '../timeline/VirtualFeed';
import { ExploreNote, LoadMore } from './ExploreNote';

const ignore = () => undefined;

export function TrendPostsPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const { snapshot, items, hasMore, send } = usePagedList(trendingPosts, null);
  const entries = useMemo(() => items.map((id) => ({ kind: 'status' as const, id })), [items]);
  const visible = useVisibleEntries(entries, EXPLORE_CONTEXT);
  const moreFailed = snapshot.hasTag('moreFailed');
  // nearing the end asks for the next page, but never again by itself after that page failed (Retry does)
  const onNearEnd = useCallback(() => {
    if (!moreFailed) send({ type: 'LOAD_MORE' });
  }, [moreFailed, send]);

  if (snapshot.hasTag('failed')) return <ExploreNote kind="failed" onRetry={() => send({ type: 'RETRY' })} />;
  if (!snapshot.hasTag('items')) return <ExploreNote kind="loading" />;
  if (visible.length === 0 && !hasMore) return <ExploreNote kind="empty" />;
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
          busy={snapshot.hasTag('busy')}
          labelledBy={headingId}
          filling={false}
          onFillGap={ignore}
          onAtTopChange={ignore}
          onNearEnd={onNearEnd}
          footer={
            hasMore && (
              <LoadMore
                busy={snapshot.hasTag('loadingMore')}
                failed={moreFailed}
                onLoad={() => send({ type: 'LOAD_MORE' })}
              />
            )
          }
        />
      </div>
    </div>
  );
}
