/**
 * /antennas/:id (kmyblue): the antenna's timeline (organise/CollectionTimeline.tsx: the antenna read first, so its
 * name titles the timeline and a deleted antenna says so instead of showing a feed that would fail). Only on a
 * server with antennas. Loaded on first use (lazy-antennas.tsx).
 */
import { useParams } from 'react-router';
import { CollectionTimeline } from '../collections/CollectionTimeline';
import { AntennasGate } from './AntennasGate';

export default function AntennaTimelineScreen() {
  const { id = '' } = useParams();
  return (
    <AntennasGate>
      <CollectionTimeline key={id} kind="antennas" id={id} />
    </AntennasGate>
  );
}
