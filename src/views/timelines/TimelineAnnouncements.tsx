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

/** "N new posts" ("more than 40" past the cap) for the live region, once the count has been still for a moment. */
function useNewPostsAnnouncement(state: FeedState): string {
  const { t } = useTranslation();
  const count = state.morePending ? state.waiting : state.unread;
  const [announced, setAnnounced] = useState({ count: 0, more: false });
  useEffect(() => {
    const next = { count, more: state.morePending };
    const timer = setTimeout(() => setAnnounced(next), count === 0 ? 0 : NEW_POSTS_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [count, state.morePending]);
  if (announced.count === 0) return '';
  const key = announced.more ? 'feedParts.newPosts.announceMore' : 'feedParts.newPosts.announce';
  return t(key, { count: announced.count });
}

export function TimelineAnnouncements({ state }: { state: FeedState }) {
  const changeAnnouncement = useChangeAnnouncement(state);
  const newPostsAnnouncement = useNewPostsAnnouncement(state);
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
