/**
 * Route /@{acct}/{statusId}/{reblogs|favourites|reactions|quotes|mentions|references}: who boosted,
 * favourited, reacted to, quoted, mentioned or referred to a post. A heading, the list (accounts link to
 * their profiles; reactions grouped by emoji; quotes and references as posts), a Load more button while the
 * server has older pages, and loading, empty and error states. The list is the data layer's paged list
 * (src/services/who-lists); this screen only draws it (its states through PagedListStates). Loaded on first use only.
 */
import { useId, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { usePagedList, type PagedListView } from '../../services/data/use-data';
import {
  INTERACTION_LIST_DATA,
  isRefusal,
  listItemsOf,
  type WhoListItem,
  type WhoList,
} from '../../services/who-lists/who-lists';
import { EmptyNote, FailedNote, LoadingNote } from '../common/data-states/DataNotes';
import { PagedListStates } from '../common/data-states/DataStates';
import { WhoListItems, isEmpty } from './WhoListItems';
import './who-lists.css';

export type { WhoList } from '../../services/who-lists/who-lists';

interface ListBodyProps {
  list: WhoList;
  title: string;
  view: PagedListView<WhoListItem>;
}

/** "Not available", with no retry: the server refuses the list to this reader, or its post is gone. */
function Unavailable() {
  const { t } = useTranslation();
  return (
    <div className="data-note" role="alert">
      <p>{t('interactions.unavailable')}</p>
    </div>
  );
}

function ListBody({ list, title, view }: ListBodyProps) {
  const { t } = useTranslation();
  const texts = {
    loading: t('interactions.loading'),
    failed: t('interactions.failed'),
    retry: t('interactions.retry'),
    empty: t(`interactions.empty.${list}`),
    loadMore: t('interactions.loadMore'),
    loadingMore: t('interactions.loadingMore'),
    moreFailed: t('interactions.moreFailed'),
  };
  const slots = {
    gone: <Unavailable />,
    failed: (retry: () => void, error: unknown) =>
      isRefusal(error) ? (
        <Unavailable />
      ) : (
        <FailedNote text={texts.failed} retryText={texts.retry} error={error} onRetry={retry} />
      ),
  };
  return (
    <PagedListStates data={view} texts={texts} slots={slots}>
      {(items) => {
        const shown = listItemsOf(list, items);
        // a page whose rows all drop out of the list (a reaction list's groups, say) reads as empty
        if (isEmpty(shown)) return <EmptyNote text={texts.empty} />;
        return <WhoListItems items={shown} label={title} />;
      }}
    </PagedListStates>
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

function WhoListsOfPost({ list, statusId, title }: { list: WhoList; statusId: string; title: string }) {
  const view = usePagedList(INTERACTION_LIST_DATA[list], statusId);
  return (
    <Frame title={title} busy={view.status.kind === 'loading'}>
      <ListBody list={list} title={title} view={view} />
    </Frame>
  );
}

export function WhoListScreen({ list }: { list: WhoList }) {
  const { t } = useTranslation();
  const { statusId } = useParams<{ statusId: string }>();
  const title = t(`interactions.title.${list}`);
  if (statusId === undefined)
    return (
      <Frame title={title} busy>
        <LoadingNote text={t('interactions.loading')} />
      </Frame>
    );
  return <WhoListsOfPost key={`${list}:${statusId}`} list={list} statusId={statusId} title={title} />;
}

export default WhoListScreen;
