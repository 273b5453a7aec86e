/**
 * /lists/:id: the list's timeline (organise/CollectionTimeline.tsx: the list read first, so its name titles the
 * timeline and a deleted list says so instead of showing a feed that would fail).
 */
import { useParams } from 'react-router';
import { CollectionTimeline } from '../collections/CollectionTimeline';

export function ListTimeline({ id }: { id: string }) {
  return <CollectionTimeline kind="lists" id={id} />;
}

export default function ListTimelineScreen() {
  const { id = '' } = useParams();
  return <ListTimeline key={id} id={id} />;
}
