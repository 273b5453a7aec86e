/**
 * /lists/:id: the list's timeline, with the list itself read through the one-list resource (GET v1/lists/{id}),
 * so its name titles the timeline even when the page is opened by its address. A list already known shows its
 * timeline at once; an unknown one waits for that answer first, so a deleted list (404) shows "This list was
 * deleted" instead of a feed that would fail. Any other failure shows the timeline anyway (it says what it can).
 */
import { useId } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { useResource } from '../../services/data/use-data';
import { collectionData } from '../../services/organise/collection-data';
import { TimelineScreen } from '../lazy-screens';
import { CollectionGone } from '../organise/CollectionGone';
import '../organise/organise.css';

function DeletedList({ id }: { id: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="organise-screen" aria-labelledby={headingId}>
      <header className="organise-screen__header">
        <h1 id={headingId} className="organise-screen__heading">
          {t('lists.timeline.heading')}
        </h1>
      </header>
      <CollectionGone kind="lists" id={id} />
    </section>
  );
}

export function ListTimeline({ id }: { id: string }) {
  const { t } = useTranslation();
  const { snapshot, value } = useResource(collectionData.lists, id);
  if (snapshot.hasTag('gone')) return <DeletedList id={id} />;
  if (value !== null || snapshot.hasTag('failed')) return <TimelineScreen timeline={`list:${id}`} />;
  return (
    <p className="organise-note" role="status">
      {t('lists.loading')}
    </p>
  );
}

export default function ListTimelineScreen() {
  const { id = '' } = useParams();
  return <ListTimeline key={id} id={id} />;
}
