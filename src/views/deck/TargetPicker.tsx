/**
 * The second step's choice among the reader's lists, antennas, circles or bookmark categories (of the account the
 * column is for): radio buttons by title, read through the same resources as their index screens; loading,
 * failed (with a retry) and empty say so (drawn by ResourceStates).
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { sortCollections } from '../../services/organise/collection-order';
import { bookmarkCategoryList, categoriesByTitle } from '../../services/bookmark-categories/category-data';
import { useResource } from '../../services/data/use-data';
import type { ResourceDefinition } from '../../services/data/data-definitions';
import { collectionsData } from '../../services/organise/collection-data';
import { useTable } from '../../services/store/use-table';
import { EmptyNote } from '../common/data-states/DataNotes';
import { ResourceStates } from '../common/data-states/DataStates';

export type PickedKind = 'lists' | 'antennas' | 'circles' | 'bookmarkCategories';

const ALL: Readonly<Record<PickedKind, ResourceDefinition<null, readonly string[]>>> = {
  lists: collectionsData.lists,
  antennas: collectionsData.antennas,
  circles: collectionsData.circles,
  bookmarkCategories: bookmarkCategoryList,
};

export interface TargetPickerProps {
  kind: PickedKind;
  name: string;
  picked: string | null;
  onPick(id: string): void;
  /** the radio button first in the list, when there is one before the loaded ones (all bookmarks) */
  leading?: ReactNode;
}

export function TargetPicker({ kind, name, picked, onPick, leading }: TargetPickerProps) {
  const { t, i18n } = useTranslation();
  const collection = useResource(ALL[kind], null);
  const table = useTable(kind);
  const texts = { loading: t('deck.dialog.loading'), failed: t('deck.dialog.failed'), retry: t('deck.dialog.retry') };
  return (
    <>
      {leading}
      <ResourceStates data={collection} texts={texts}>
        {(ids) => {
          const records = ids.flatMap((id) => {
            const record = table.get(id);
            return record === undefined ? [] : [record];
          });
          // by title, as on their index screens (the favourite lists and antennas are not put first here)
          const shown =
            kind === 'bookmarkCategories'
              ? categoriesByTitle(records, i18n.language)
              : sortCollections(records, false, i18n.language);
          if (shown.length === 0) return <EmptyNote text={t(`deck.dialog.empty.${kind}`)} />;
          return shown.map((record) => (
            <label key={record.id} className="deck-dialog__choice">
              <input
                type="radio"
                name={name}
                value={record.id}
                checked={picked === record.id}
                onChange={() => onPick(record.id)}
              />
              <bdi>{record.title}</bdi>
            </label>
          ));
        }}
      </ResourceStates>
    </>
  );
}
