/**
 * /circles (kmyblue): the reader's circles (the shared collection index): a "New circle" form, then the circles
 * by title, each linking to its posts, with Edit and Delete. Only on a server with circles (CirclesGate).
 * Loaded on first use (lazy-circles.tsx).
 */
import { CollectionIndex } from '../collections/CollectionIndex';
import { CirclesGate } from './CirclesGate';

export default function CirclesScreen() {
  return (
    <CirclesGate>
      <CollectionIndex kind="circles" favouritesFirst={false} />
    </CirclesGate>
  );
}
