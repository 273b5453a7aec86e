/**
 * The second step's choice among the reader's lists, antennas, circles or bookmark categories (of the account the
 * column is for): radio buttons by title, read through the same resources as their index screens; loading,
 * failed (with a retry) and empty say so.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { sortCollections } from '../../services/organise/collection-order';
import { bookmarkCategoryList, categoriesByTitle } from '../../services/bookmark-categories/category-data';
import { useResource } from '../../services/data/use-data';
import type { ResourceDefinition } from '../../services/data/data-definitions';
import { collectionsData } from '../../services/organise/collection-data';
import { useTable } from '../../services/store/use-table';

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
  const { snapshot, value, send } = useResource(ALL[kind], null);
  const table = useTable(kind);
  const records = (value ?? []).flatMap((id) => {
    const record = table.get(id);
    return record === undefined ? [] : [record];
  });
  // by title, as on their index screens (the favourite lists and antennas are not put first here)
  const shown =
    kind === 'bookmarkCategories'
      ? categoriesByTitle(records, i18n.language)
      : sortCollections(records, false, i18n.language);
  let status = null;
  if (snapshot.hasTag('failed'))
    status = (
      <div className="deck-dialog__note" role="alert">
        <p>{t('deck.dialog.failed')}</p>
        <button type="button" className="dialog-frame__button" onClick={() => send({ type: 'RETRY' })}>
          {t('deck.dialog.retry')}
        </button>
      </div>
    );
  else if (value === null)
    status = (
      <p className="deck-dialog__note" role="status">
        {t('deck.dialog.loading')}
      </p>
    );
  else if (shown.length === 0) status = <p className="deck-dialog__note">{t(`deck.dialog.empty.${kind}`)}</p>;
  return (
    <>
      {leading}
      {shown.map((record) => (
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
      ))}
      {status}
    </>
  );
}
