/**
 * /circles/:id (kmyblue): the reader's own posts to a circle (GET v1/circles/{id}/statuses), newest first, paged
 * by the server (Load more), each drawn as a post of the timeline. The circle's name titles the screen; a 404
 * means the circle was deleted. Only on a server with circles. Loaded on first use (lazy-circles.tsx).
 */
import { useId, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { circlePosts } from '../../services/circles/circle-posts';
import { usePagedList } from '../../services/data/use-data';
import { useCollection } from '../../services/collections/collection-gone';
import { editPath } from '../../services/collections/collections';
import { useEntity } from '../../services/store';
import { PagedListStates } from '../common/data-states/DataStates';
import { InternalLink } from '../common/InternalLink';
import { Status } from '../status/Status';
import { CollectionGone } from '../collections/CollectionGone';
import { CirclesGate } from './CirclesGate';
import '../collections/collections.css';

function Posts({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation();
  const { me } = useAppServices();
  const posts = usePagedList(circlePosts, id);
  const texts = {
    loading: t('circles.posts.loading'),
    failed: t('circles.posts.failed'),
    retry: t('organise.retry'),
    empty: t('circles.posts.empty'),
    loadMore: t('circles.posts.loadMore'),
    loadingMore: t('circles.posts.loadingMore'),
    moreFailed: t('circles.posts.moreFailed'),
  };
  return (
    <PagedListStates data={posts} texts={texts} slots={{ gone: <CollectionGone kind="circles" /> }}>
      {(items) => (
        <ul className="organise-posts" aria-label={t('circles.posts.label', { title })}>
          {items.map((statusId) => (
            <li key={statusId}>
              <Status statusId={statusId} variant="timeline" contextType={`account:${me ?? ''}`} />
            </li>
          ))}
        </ul>
      )}
    </PagedListStates>
  );
}

function CirclePosts({ id }: { id: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const circle = useCollection('circles', id);
  const record = useEntity('circles', id);
  const title = record?.title ?? '';
  let body: ReactNode;
  if (circle.status.kind === 'gone') body = <CollectionGone kind="circles" />;
  else body = <Posts id={id} title={title} />;
  return (
    <section className="organise-screen" aria-labelledby={headingId}>
      <header className="organise-screen__header">
        <h1 id={headingId} className="organise-screen__heading">
          {record === undefined ? t('circles.posts.heading') : t('circles.posts.headingNamed', { title })}
        </h1>
        {record !== undefined && (
          <InternalLink
            to={editPath('circles', id)}
            className="organise-button"
            aria-label={t('circles.row.editNamed', { title })}
          >
            {t('circles.row.edit')}
          </InternalLink>
        )}
      </header>
      {body}
    </section>
  );
}

export default function CirclePostsScreen() {
  const { id = '' } = useParams();
  return (
    <CirclesGate>
      <CirclePosts key={id} id={id} />
    </CirclesGate>
  );
}
