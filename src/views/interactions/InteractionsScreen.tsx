/**
 * Route /@{acct}/{statusId}/{reblogs|favourites|reactions|quotes|mentions|references}: who boosted,
 * favourited, reacted to, quoted, mentioned or referred to a post. A heading, the list (accounts link to
 * their profiles; reactions grouped by emoji; quotes and references as posts), a Load more button while the
 * server has older pages, and loading, empty and error states. The list is the data layer's paged list
 * (src/services/interactions); this screen only draws it and sends LOAD_MORE and RETRY. Loaded on first use only.
 */
import { useId, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { usePagedList, type PagedListView } from '../../services/data/use-data';
import {
  INTERACTION_LIST_DATA,
  isRefusal,
  listItemsOf,
  type InteractionItem,
  type InteractionList,
} from '../../services/interactions/interaction-lists';
import { InteractionItems, isEmpty } from './InteractionItems';
import './interactions.css';

export type { InteractionList } from '../../services/interactions/interaction-lists';

interface ListBodyProps {
  list: InteractionList;
  title: string;
  view: PagedListView<InteractionItem>;
}

function ListBody({ list, title, view: { snapshot, items, hasMore, send } }: ListBodyProps) {
  const { t } = useTranslation();

  if (snapshot.hasTag('gone') || snapshot.hasTag('failed')) {
    const refused = snapshot.hasTag('gone') || isRefusal(snapshot.context.error);
    return (
      <div className="interactions__note" role="alert">
        <p>{t(refused ? 'interactions.unavailable' : 'interactions.failed')}</p>
        {!refused && (
          <button type="button" className="interactions__button" onClick={() => send({ type: 'RETRY' })}>
            {t('interactions.retry')}
          </button>
        )}
      </div>
    );
  }
  if (!snapshot.hasTag('items')) return <LoadingNote />;
  const shown = listItemsOf(list, items);
  if (isEmpty(shown)) return <p className="interactions__note">{t(`interactions.empty.${list}`)}</p>;
  const loadingMore = snapshot.hasTag('loadingMore');
  return (
    <>
      <InteractionItems items={shown} label={title} />
      {snapshot.hasTag('moreFailed') && (
        <p className="interactions__note" role="alert">
          {t('interactions.moreFailed')}
        </p>
      )}
      {hasMore && (
        <button
          type="button"
          className="interactions__button interactions__more"
          aria-busy={loadingMore}
          onClick={() => send({ type: 'LOAD_MORE' })}
        >
          {t(loadingMore ? 'interactions.loadingMore' : 'interactions.loadMore')}
        </button>
      )}
    </>
  );
}

function LoadingNote() {
  const { t } = useTranslation();
  return (
    <p className="interactions__note" role="status">
      {t('interactions.loading')}
    </p>
  );
}

/** The screen's frame around the list; busy while the first page is on its way. */
function Frame({ title, busy, children }: { title: string; busy: boolean; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="interactions" aria-labelledby={headingId} aria-busy={busy}>
      <header className="interactions__header">
        <h1 id={headingId} className="interactions__heading">
          {title}
        </h1>
      </header>
      {children}
    </section>
  );
}

function InteractionsOfPost({ list, statusId, title }: { list: InteractionList; statusId: string; title: string }) {
  const view = usePagedList(INTERACTION_LIST_DATA[list], statusId);
  return (
    <Frame title={title} busy={view.snapshot.hasTag('loading')}>
      <ListBody list={list} title={title} view={view} />
    </Frame>
  );
}

export function InteractionsScreen({ list }: { list: InteractionList }) {
  const { t } = useTranslation();
  const { statusId } = useParams<{ statusId: string }>();
  const title = t(`interactions.title.${list}`);
  if (statusId === undefined)
    return (
      <Frame title={title} busy>
        <LoadingNote />
      </Frame>
    );
  return <InteractionsOfPost key={`${list}:${statusId}`} list={list} statusId={statusId} title={title} />;
}

export default InteractionsScreen;
