/**
 * /lists/:id/edit: a list's name, its settings (ListSettings) and its members (the shared members editor),
 * and Delete. Loaded on first use (lazy-lists.tsx).
 */
import { useParams } from 'react-router';
import { CollectionEditor } from '../collections/CollectionEditor';
import { ListSettings } from './ListSettings';

export default function ListEditScreen() {
  const { id = '' } = useParams();
  return (
    <CollectionEditor key={id} kind="lists" id={id}>
      <ListSettings listId={id} />
    </CollectionEditor>
  );
}
