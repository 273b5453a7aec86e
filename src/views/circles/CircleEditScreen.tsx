/**
 * /circles/:id/edit (kmyblue): a circle's name and its members (the shared members editor: accounts following
 * the reader), and Delete. Only on a server with circles. Loaded on first use (lazy-circles.tsx).
 */
import { useParams } from 'react-router';
import { CollectionEditor } from '../collections/CollectionEditor';
import { CirclesGate } from './CirclesGate';

export default function CircleEditScreen() {
  const { id = '' } = useParams();
  return (
    <CirclesGate>
      <CollectionEditor key={id} kind="circles" id={id} />
    </CirclesGate>
  );
}
