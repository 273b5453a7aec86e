/**
 * /antennas (kmyblue): the reader's antennas (the shared collection index): a "New antenna" form, then the
 * antennas by title, the favourite ones first, each saying whether it is a favourite, the list it feeds and whether
 * it feeds home, linking to its timeline, with Edit and Delete (asked first). Only on a server with antennas.
 * Loaded on first use (lazy-antennas.tsx).
 */
import { useTranslation } from '../../i18n/react';
import { useEntityStore } from '../../services/store';
import { CollectionIndex } from '../collections/CollectionIndex';
import { AntennasGate } from './AntennasGate';

export default function AntennasScreen() {
  const { t } = useTranslation();
  const store = useEntityStore();
  const badgesOf = ({ id }: { id: string }) => {
    const antenna = store.get('antennas', id);
    const badges: string[] = [];
    if (antenna?.favourite === true) badges.push(t('antennas.row.favourite'));
    if (antenna?.list) badges.push(t('antennas.row.feedsList', { title: antenna.list.title }));
    if (antenna?.insert_feeds === true) badges.push(t('antennas.row.home'));
    return badges;
  };
  return (
    <AntennasGate>
      <CollectionIndex kind="antennas" favouritesFirst badgesOf={badgesOf} />
    </AntennasGate>
  );
}
