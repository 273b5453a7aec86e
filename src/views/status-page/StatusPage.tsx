import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { useParams } from 'react-router';
import { useAppServices } from '../../services/app-services/app-services';
import { threadContext, threadStatus, type ThreadIds } from '../../services/data/definitions/thread';
import { useResource } from '../../services/data/use-data';
import { Status } from '../status/Status';
import { focusTargetOf } from '../timelines/feed-keys';
import { handleFeedKeyDown } from '../timelines/list-keys';
import { usePlacedArticle } from '../timelines/FeedItem';
import { replyDepths } from './thread-depth';
import { ThreadItem } from './ThreadItem';
import './status-page.css';
// the focused post's details (a lazy part of Status) come with this page's code
import '../status/DetailedInfo';
import { RetryButton } from '../common/RetryButton';
import { FailureReason } from '../common/FailureReason';
import { LoadingNote } from '../common/data-states/DataNotes';
import { ResourceStates } from '../common/data-states/DataStates';

/** The focused post, focused (and scrolled to) once it has loaded. */
function FocusedStatus({ statusId, ancestorCount }: { statusId: string; ancestorCount: number }) {
  const ref = useRef<HTMLDivElement>(null);
  usePlacedArticle(ref, {});
  useEffect(() => {
    const item = ref.current;
    if (!item) return;
    const target = focusTargetOf(item);
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus({ preventScroll: true });
    target.scrollIntoView?.({ block: 'start' });
  }, [statusId]);
  // ancestors arriving above would push the post down: keep it in view while the reader is still on it
  useEffect(() => {
    const item = ref.current;
    if (ancestorCount > 0 && item?.contains(document.activeElement)) item.scrollIntoView?.({ block: 'start' });
  }, [ancestorCount]);
  return (
    <div ref={ref} className="thread-focused" data-feed-item={statusId}>
      <Status statusId={statusId} variant="detailed" />
    </div>
  );
}

function Replies({ focusedId, context }: { focusedId: string; context: ThreadIds }) {
  const { t } = useTranslation();
  const { store } = useAppServices();
  const headingId = useId();
  const depths = useMemo(
    () => replyDepths(focusedId, context.descendantIds, (id) => store.get('statuses', id)?.in_reply_to_id),
    [focusedId, context.descendantIds, store],
  );
  if (context.descendantIds.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('thread.replies', { count: context.descendantIds.length })}
      </h2>
      <ol className="thread-list">
        {context.descendantIds.map((id) => (
          <ThreadItem key={id} statusId={id} depth={depths.get(id) ?? 1} />
        ))}
      </ol>
    </section>
  );
}

function References({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (ids.length === 0) return null;
  return (
    <section className="thread-references" aria-labelledby={headingId}>
      <h2 id={headingId} className="thread-subheading">
        {t('thread.references')}
      </h2>
      <ul className="thread-list">
        {ids.map((id) => (
          <ThreadItem key={id} statusId={id} />
        ))}
      </ul>
    </section>
  );
}

/** A part of the thread that did not come: says so, and why when the server did not refuse, with Retry. */
function ThreadFailure({ text, error, onRetry }: { text: string; error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="thread-error" role="alert">
      <p>{text}</p>
      <FailureReason error={error} />
      <RetryButton error={error} className="thread-button" onRetry={onRetry}>
        {t('thread.retry')}
      </RetryButton>
    </div>
  );
}

/** The focused post with its thread around it. */
function Thread({ statusId }: { statusId: string }) {
  const { t } = useTranslation();
  const thread = useResource(threadContext, statusId);
  const { status } = thread;
  const context = status.kind === 'ready' ? status.value : null;
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- delegated j/k and arrow keys from the thread's posts (focusable articles) move focus between them; the container itself never takes focus, and no widget role fits a list of posts
    <div className="thread" onKeyDown={handleFeedKeyDown} aria-busy={status.kind === 'loading'}>
      {context !== null && context.ancestorIds.length > 0 && (
        <ol className="thread-list thread-ancestors" aria-label={t('thread.ancestors')}>
          {context.ancestorIds.map((id) => (
            <ThreadItem key={id} statusId={id} />
          ))}
        </ol>
      )}
      <FocusedStatus statusId={statusId} ancestorCount={context?.ancestorIds.length ?? 0} />
      {status.kind === 'loading' && <LoadingNote text={t('thread.loadingReplies')} />}
      {status.kind === 'failed' && (
        <ThreadFailure text={t('thread.contextFailed')} error={status.error} onRetry={thread.retry} />
      )}
      {context !== null && <Replies focusedId={statusId} context={context} />}
      {context !== null && <References ids={context.referenceIds} />}
    </div>
  );
}

/** The post of the route: loading, unavailable (404, 410), failed with a retry, or its thread. */
function StatusPageBody({ statusId }: { statusId: string }) {
  const { t } = useTranslation();
  const post = useResource(threadStatus, statusId);
  // the thread is asked for together with the post (one round trip, not two); Thread shows it
  useResource(threadContext, statusId);
  const texts = {
    loading: t('thread.loading'),
    failed: t('thread.failed'),
    retry: t('thread.retry'),
    gone: t('thread.unavailable'),
  };
  return (
    <ResourceStates
      data={post}
      texts={texts}
      slots={{ failed: (retry, error) => <ThreadFailure text={texts.failed} error={error} onRetry={retry} /> }}
    >
      {(id) => <Thread statusId={id} />}
    </ResourceStates>
  );
}

/** Route /@{acct}/{statusId}: a post with its thread (ancestors, the post, replies) and its references. */
export default function StatusPage() {
  const { t } = useTranslation();
  const { statusId } = useParams<{ acct: string; statusId: string }>();
  const headingId = useId();

  return (
    <section className="status-page" aria-labelledby={headingId}>
      <header className="status-page-header">
        <h1 id={headingId} className="status-page-heading">
          {t('thread.title')}
        </h1>
      </header>
      {statusId ? (
        <StatusPageBody key={statusId} statusId={statusId} />
      ) : (
        <p className="thread-note">{t('thread.unavailable')}</p>
      )}
    </section>
  );
}
