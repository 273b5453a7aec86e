/**
 * Route /followed_tags: the hashtags the signed-in reader follows (newest follow first, paged by the Link header
 * with Load more), each linking to its timeline with Unfollow. An unfollowed tag leaves at once and the focus moves
 * on to the next row's button (else the previous one's, else the empty note); a refusal brings the row back with
 * the call's alert. Loading, failure with Retry, and an empty list each say so. Loaded on first use only.
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { usePagedList } from '../../services/data/use-data';
import { followedTagsList } from '../../services/tags/tags-data';
import { AccountListFrame, ListNote } from '../account-lists/AccountListFrame';
import { useFocusAfterRemoval } from '../account-screens/row-removal';
import { FollowedTagRow } from './FollowedTagRow';
import '../interactions/interactions.css';
import './tags.css';

export function FollowedTagsScreen() {
  const { t } = useTranslation();
  const { snapshot, items, hasMore, send } = usePagedList(followedTagsList, null);
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
  const leaving = useFocusAfterRemoval(items as readonly string[], focus);

  let content;
  if (snapshot.hasTag('failed'))
    content = (
      <div className="interactions__note" role="alert">
        <p>{t('tags.followed.failed')}</p>
        <button type="button" className="tags-button" onClick={() => send({ type: 'RETRY' })}>
          {t('tags.retry')}
        </button>
      </div>
    );
  else if (!snapshot.hasTag('items')) content = <ListNote text={t('tags.loading')} role="status" />;
  else if (items.length === 0 && !hasMore)
    content = (
      <p className="interactions__note tags-followed__empty" tabIndex={-1}>
        {t('tags.followed.empty')}
      </p>
    );
  else {
    const loadingMore = snapshot.hasTag('loadingMore');
    content = (
      <>
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
        {snapshot.hasTag('moreFailed') && <ListNote text={t('tags.followed.moreFailed')} role="alert" />}
        {hasMore && (
          <button
            type="button"
            className="tags-button tags-more"
            aria-busy={loadingMore}
            onClick={() => send({ type: 'LOAD_MORE' })}
          >
            {t(loadingMore ? 'tags.loadingMore' : 'tags.loadMore')}
          </button>
        )}
      </>
    );
  }

  return (
    <AccountListFrame title={title} busy={snapshot.hasTag('loading')}>
      <div ref={rootRef} className="tags-followed">
        <p className="visually-hidden" role="status">
          {said}
        </p>
        {content}
      </div>
    </AccountListFrame>
  );
}

export default FollowedTagsScreen;
