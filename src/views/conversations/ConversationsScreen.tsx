/**
 * The direct messages screen (route /conversations and a deck column): a heading, the reader's
 * conversations newest first as a feed (j / k, the arrows and Page Up / Down move between rows; Enter opens
 * one), kept live from the direct stream while shown, a Load more button while the server has older ones,
 * and loading, empty and failed (with Try again) states. The list is the data layer's paged list
 * (src/services/conversations); this screen only draws it (its states through PagedListStates). Loaded on first use.
 */
import { useCallback, useEffect, useId, useRef, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import { conversationsList } from '../../services/conversations/conversations-data';
import { useConversationStream } from '../../services/conversations/use-conversation-stream';
import type { MoreStatus } from '../../machines/data-status';
import { usePagedList, type PagedListView } from '../../services/data/use-data';
import { PagedListStates } from '../common/data-states/DataStates';
import { focusTargetOf } from '../timelines/feed-keys';
import { handleFeedKeyDown } from '../timelines/list-keys';
import { ConversationRow } from './ConversationRow';
import './conversations.css';

interface FeedProps {
  view: PagedListView<string>;
  headingId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * Where focus goes when a row is deleted: the next row, else the one before, else the heading, once the
 * row has left the list.
 */
function useFocusAfterDelete(
  items: readonly string[],
  feedRef: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
) {
  const pending = useRef<{ deleted: string; neighbour: string | null } | null>(null);
  useEffect(() => {
    const wanted = pending.current;
    if (wanted === null || items.includes(wanted.deleted)) return;
    pending.current = null;
    // after the overlay's own focus restoration (to the "More" button that has gone)
    const frame = requestAnimationFrame(() => {
      const row =
        wanted.neighbour === null
          ? null
          : feedRef.current?.querySelector<HTMLElement>(`[data-feed-item="${CSS.escape(wanted.neighbour)}"]`);
      (row ? focusTargetOf(row) : fallback.current)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [items, feedRef, fallback]);
  return useCallback(
    (deleted: string) => {
      const index = items.indexOf(deleted);
      pending.current = { deleted, neighbour: items[index + 1] ?? items[index - 1] ?? null };
    },
    [items],
  );
}

interface ConversationFeedProps extends FeedProps {
  items: readonly string[];
  more: MoreStatus;
}

function ConversationFeed({ items, more, headingId, headingRef }: ConversationFeedProps) {
  const feedRef = useRef<HTMLDivElement>(null);
  const onDelete = useFocusAfterDelete(items, feedRef, headingRef);
  // the set's size is unknown while the server has older conversations
  const setSize = more === 'end' ? items.length : -1;
  return (
    // the feed pattern: j/k, the arrows and Page Up / Down move between the rows (articles) from anywhere
    // inside; the keys are handled here once for every row
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={feedRef}
      role="feed"
      className="conversations__feed"
      aria-labelledby={headingId}
      aria-busy={more === 'loading'}
      onKeyDown={handleFeedKeyDown}
    >
      {items.map((id, index) => (
        <div key={id} data-feed-item={id}>
          <ConversationRow conversationId={id} position={index + 1} setSize={setSize} onDelete={onDelete} />
        </div>
      ))}
    </div>
  );
}

function ConversationsBody({ view, headingId, headingRef }: FeedProps) {
  const { t } = useTranslation();
  const texts = {
    loading: t('notifications.conversations.loading'),
    failed: t('notifications.conversations.failed'),
    retry: t('notifications.conversations.retry'),
    empty: t('notifications.conversations.empty'),
    loadMore: t('notifications.conversations.loadMore'),
    loadingMore: t('notifications.conversations.loadingMore'),
    moreFailed: t('notifications.conversations.moreFailed'),
  };
  const more = view.status.kind === 'ready' ? view.status.more : 'end';
  return (
    <PagedListStates data={view} texts={texts}>
      {(items) => (
        <ConversationFeed items={items} more={more} view={view} headingId={headingId} headingRef={headingRef} />
      )}
    </PagedListStates>
  );
}

export default function ConversationsScreen() {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const view = usePagedList(conversationsList, null);
  useConversationStream(view);
  return (
    <section className="conversations" aria-labelledby={headingId} aria-busy={view.status.kind === 'loading'}>
      <header className="conversations__header">
        <h1 id={headingId} ref={headingRef} tabIndex={-1} className="conversations__heading">
          {t('notifications.conversations.title')}
        </h1>
      </header>
      <ConversationsBody view={view} headingId={headingId} headingRef={headingRef} />
    </section>
  );
}
