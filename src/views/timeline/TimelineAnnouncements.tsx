/**
 * The timeline's polite live regions: what a step changed (more posts, a gap filled, newer posts, the pending ones
 * shown) and "N new posts" above, once that count has been still for a moment (a stream of arrivals is not read out
 * one by one). Downloaded once the first posts have painted: nothing has changed before then.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { FeedState } from './feed-state';

/** How long the "N new posts" announcement waits for the count to settle (a stream of arrivals). */
const NEW_POSTS_ANNOUNCE_DELAY_MS = 1500;

function useChangeAnnouncement(state: FeedState): string {
  const { t } = useTranslation();
  const change = state.lastChange;
  if (state.phase !== 'loaded' || change === null) return '';
  switch (change.step) {
    case 'expand':
      return t('feedParts.announce.more', { count: change.added });
    case 'gap':
      return t('feedParts.announce.gap', { count: change.added });
    case 'pending':
      return t('feedParts.announce.shown', { count: change.added });
    default:
      return change.added === 0
        ? t('feedParts.announce.noNewer')
        : t('feedParts.announce.newer', { count: change.added });
  }
}

/** "N new posts" for the live region, once the count has been still for a moment. */
function useNewPostsAnnouncement(unread: number): string {
  const { t } = useTranslation();
  const [announced, setAnnounced] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(unread), unread === 0 ? 0 : NEW_POSTS_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [unread]);
  return announced > 0 ? t('feedParts.newPosts.announce', { count: announced }) : '';
}

export function TimelineAnnouncements({ state }: { state: FeedState }) {
  const changeAnnouncement = useChangeAnnouncement(state);
  const newPostsAnnouncement = useNewPostsAnnouncement(state.unread);
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {changeAnnouncement}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {newPostsAnnouncement}
      </p>
    </>
  );
}
