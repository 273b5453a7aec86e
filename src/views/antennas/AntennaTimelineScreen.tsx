/**
 * /antennas/:id (kmyblue): the antenna's timeline, with the antenna itself read through the one-antenna resource
 * (GET v1/antennas/{id}), so its name titles the timeline even when the page is opened by its address. An antenna
 * already known shows its timeline at once; an unknown one waits for that answer first, so a deleted antenna (404)
 * shows "This antenna was deleted" instead of a feed that would fail. Any other failure shows the timeline anyway
 * (it says what it can). Only on a server with antennas. Loaded on first use (lazy-antennas.tsx).
 */
import { useId } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { useResource } from '../../services/data/use-data';
import { collectionData } from '../../services/organise/collection-data';
import { TimelineScreen } from '../lazy-screens';
import { CollectionGone } from '../organise/CollectionGone';
import { AntennasGate } from './AntennasGate';
import '../organise/organise.css';

function DeletedAntenna({ id }: { id: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="organise-screen" aria-labelledby={headingId}>
      <header className="organise-screen__header">
        <h1 id={headingId} className="organise-screen__heading">
          {t('antennas.timeline.heading')}
        </h1>
      </header>
      <CollectionGone kind="antennas" id={id} />
    </section>
  );
}

function AntennaTimeline({ id }: { id: string }) {
  const { t } = useTranslation();
  const { snapshot, value } = useResource(collectionData.antennas, id);
  if (snapshot.hasTag('gone')) return <DeletedAntenna id={id} />;
  if (value !== null || snapshot.hasTag('failed')) return <TimelineScreen timeline={`antenna:${id}`} />;
  return (
    <p className="organise-note" role="status">
      {t('antennas.loading')}
    </p>
  );
}

export default function AntennaTimelineScreen() {
  const { id = '' } = useParams();
  return (
    <AntennasGate>
      <AntennaTimeline key={id} id={id} />
    </AntennasGate>
  );
}
