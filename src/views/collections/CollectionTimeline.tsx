/**
 * A list's or an antenna's timeline, with the list or antenna itself read through its one-item resource
 * (GET v1/lists/{id}, v1/antennas/{id}), so its name titles the timeline even when the page is opened by its
 * address. One already known shows its timeline at once; an unknown one waits for that answer first, so a deleted
 * one (404) says it was deleted instead of showing a feed that would fail (the data layer has forgotten it:
 * services/collections/collection-gone.ts). Any other failure shows the timeline anyway (it says what it can).
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { useCollection } from '../../services/collections/collection-gone';
import { COLLECTIONS } from '../../services/collections/collections';
import { LoadingNote } from '../common/data-states/DataNotes';
import { TimelineScreen } from '../lazy-screens';
import { CollectionGone } from './CollectionGone';
import './collections.css';

/** The kinds whose posts are a timeline. */
export type TimelineCollectionKind = 'lists' | 'antennas';

function Deleted({ kind }: { kind: TimelineCollectionKind }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="organise-screen" aria-labelledby={headingId}>
      <header className="organise-screen__header">
        <h1 id={headingId} className="organise-screen__heading">
          {t(`${kind}.timeline.heading`)}
        </h1>
      </header>
      <CollectionGone kind={kind} />
    </section>
  );
}

export function CollectionTimeline({ kind, id }: { kind: TimelineCollectionKind; id: string }) {
  const { t } = useTranslation();
  const { status, value } = useCollection(kind, id);
  if (status.kind === 'gone') return <Deleted kind={kind} />;
  if (value !== null || status.kind === 'failed')
    return <TimelineScreen timeline={COLLECTIONS[kind].timelineName(id) ?? ''} />;
  return <LoadingNote text={t(`${kind}.loading`)} />;
}
