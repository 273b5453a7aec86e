/**
 * /lists: the reader's lists (the shared collection index): a "New list" form, then the lists by title, the
 * favourite ones first where the server marks favourites (kmyblue), each saying whether it is a favourite and
 * whether it is exclusive, linking to its timeline, with Edit and Delete. Loaded on first use (lazy-lists.tsx).
 */
import { useTranslation } from '../../i18n/react';
import { collectionFeatures } from '../../services/collections/collection-features';
import { useServerInfo } from '../../services/server-info/use-server-info';
import { useEntityStore } from '../../services/store';
import { CollectionIndex } from '../collections/CollectionIndex';

export default function ListsScreen() {
  const { t } = useTranslation();
  const store = useEntityStore();
  const favourites = useServerInfo(collectionFeatures).value?.listFavourite === true;
  const badgesOf = ({ id }: { id: string }) => {
    const list = store.get('lists', id);
    const badges: string[] = [];
    if (favourites && list?.favourite === true) badges.push(t('lists.row.favourite'));
    if (list?.exclusive === true) badges.push(t('lists.row.exclusive'));
    return badges;
  };
  return <CollectionIndex kind="lists" favouritesFirst={favourites} badgesOf={badgesOf} />;
}
