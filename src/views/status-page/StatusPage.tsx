import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { useParams } from 'react-router';
import { useAppServices } from '../../services/app-services/app-services';
import { Status } from '../status/Status';
import { focusTargetOf, handleFeedKeyDown } from '../timeline/feed-keys';
import { usePlacedArticle } from '../timeline/FeedItem';
import { replyDepths } from './thread-depth';
import { ThreadItem } from './ThreadItem';
import { useThread, type ContextState } from './use-thread';
import './status-page.css';
// the focused post's details (a lazy part of Status) come with this page's code
import '../status/DetailedInfo';

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

function Replies({ focusedId, context }: { focusedId: string; context: ContextState & { phase: 'ready' } }) {
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
      <h2 id={headingId} className="visually-hidden">{t('thread.replies', { count: context.descendantIds.length })}</h2>
      <ol className="thread-list">
        {context.descendantIds.map((id) => <ThreadItem key={id} statusId={id} depth={depths.get(id) ?? 1} />)}
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
      <h2 id={headingId} className="thread-subheading">{t('thread.references')}</h2>
      <ul className="thread-list">
        {ids.map((id) => <ThreadItem key={id} statusId={id} />)}
      </ul>
    </section>
  );
}

/** Route /@{acct}/{statusId}: a post with its thread (ancestors, the post, replies) and its references. */
export default function StatusPage() {
  const { t } = useTranslation();
  const services = useAppServices();
  const { statusId } = useParams<{ acct: string; statusId: string }>();
  const { state, retry } = useThread(services, statusId);
  const headingId = useId();

  let body;
  if (state.phase === 'loading') {
    body = <p className="thread-note" role="status">{t('thread.loading')}</p>;
  } else if (state.phase === 'unavailable') {
    body = <p className="thread-note">{t('thread.unavailable')}</p>;
  } else if (state.phase === 'failed') {
    body = (
      <div className="thread-error" role="alert">
        <p>{t('thread.failed')}</p>
        <button type="button" className="thread-button" onClick={retry}>{t('thread.retry')}</button>
      </div>
    );
  } else {
    const { context } = state;
    body = (
      <div className="thread" onKeyDown={handleFeedKeyDown} aria-busy={context.phase === 'loading'}>
        {context.phase === 'ready' && context.ancestorIds.length > 0 && (
          <ol className="thread-list thread-ancestors" aria-label={t('thread.ancestors')}>
            {context.ancestorIds.map((id) => <ThreadItem key={id} statusId={id} />)}
          </ol>
        )}
        <FocusedStatus statusId={state.statusId} ancestorCount={context.phase === 'ready' ? context.ancestorIds.length : 0} />
        {context.phase === 'loading' && <p className="thread-note" role="status">{t('thread.loadingReplies')}</p>}
        {context.phase === 'failed' && (
          <div className="thread-error" role="alert">
            <p>{t('thread.contextFailed')}</p>
            <button type="button" className="thread-button" onClick={retry}>{t('thread.retry')}</button>
          </div>
        )}
        {context.phase === 'ready' && <Replies focusedId={state.statusId} context={context} />}
        {context.phase === 'ready' && <References ids={context.referenceIds} />}
      </div>
    );
  }

  return (
    <section className="status-page" aria-labelledby={headingId}>
      <header className="status-page-header">
        <h1 id={headingId} className="status-page-heading">{t('thread.title')}</h1>
      </header>
      {body}
    </section>
  );
}
