/**
 * Route /followed_tags: the hashtags the signed-in reader follows (newest follow first, paged by the Link header
 * with Load more), each linking to its timeline with Unfollow. An unfollowed tag leaves at once and the focus moves
 * on to the next row's button (else the previous one's, else the empty note); a refusal brings the row back with
 * the call's alert. Loading, failure with Retry, and an empty list each say so (drawn by PagedListStates). Loaded on first use only.
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { usePagedList } from '../../services/data/use-data';
import { followedTagsList } from '../../services/tags/tags-data';
import { AccountListFrame } from '../account-lists/AccountListFrame';
import { PagedListStates } from '../common/data-states/DataStates';
import { useFocusAfterRemoval } from '../account-screens/row-removal';
import { FollowedTagRow } from './FollowedTagRow';
import '../who-lists/who-lists.css';
import './tags.css';

export function FollowedTagsScreen() {
  const { t } = useTranslation();
  const list = usePagedList(followedTagsList, null);
  const title = t('tags.followed.title');
  const rootRef = useRef<HTMLDivElement>(null);
  const [said, setSaid] = useState('');
  const focus = useCallback((next: string | null) => {
    const root = rootRef.current;
    const target =
      next === null
        ? root?.querySelector<HTMLElement>('.tags-followed__empty')
        : root?.querySelector<HTMLElement>(`button[data-tag="${CSS.escape(next)}"]`);
    target?.focus();
  }, []);
  const leaving = useFocusAfterRemoval(list.items as readonly string[], focus);

  const texts = {
    loading: t('tags.loading'),
    failed: t('tags.followed.failed'),
    retry: t('tags.retry'),
    empty: t('tags.followed.empty'),
    loadMore: t('tags.loadMore'),
    loadingMore: t('tags.loadingMore'),
    moreFailed: t('tags.followed.moreFailed'),
  };

  return (
    <AccountListFrame title={title} busy={list.status.kind === 'loading'}>
      <div ref={rootRef} className="tags-followed">
        <p className="visually-hidden" role="status">
          {said}
        </p>
        <PagedListStates data={list} texts={texts} emptyClassName="tags-followed__empty">
          {(items) => (
            <ul className="tags-list" aria-label={title}>
              {(items as readonly string[]).map((key) => (
                <FollowedTagRow
                  key={key}
                  tagKey={key}
                  onUnfollow={(unfollowed) => {
                    setSaid('');
                    leaving(unfollowed);
                  }}
                  onDone={(name) => setSaid(t('tags.done.unfollow', { tag: name }))}
                />
              ))}
            </ul>
          )}
        </PagedListStates>
      </div>
    </AccountListFrame>
  );
}

export default FollowedTagsScreen;
