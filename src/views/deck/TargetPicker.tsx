/**
 * The second step's choice among the reader's lists, antennas, circles or bookmark categories (of the account the
 * column is for): a radio group (react-aria-components) of them by title, read through the same resources as their index screens; loading,
 * failed (with a retry) and empty say so (drawn by ResourceStates).
 */
import { useId, type ReactNode } from 'react';
import { Label, RadioGroup } from 'react-aria-components/RadioGroup';
import { useTranslation } from '../../i18n/react';
import { sortCollections } from '../../services/collections/collection-order';
import { bookmarkCategoryList, categoriesByTitle } from '../../services/bookmark-categories/category-data';
import { useResource } from '../../services/data/use-data';
import type { ResourceDefinition } from '../../services/data/data-definitions';
import { collectionsData } from '../../services/collections/collection-data';
import { useTable } from '../../services/store/use-table';
import { EmptyNote } from '../common/data-states/DataNotes';
import { ResourceStates } from '../common/data-states/DataStates';
import { RadioControl } from '../common/RadioControl';

export type PickedKind = 'lists' | 'antennas' | 'circles' | 'bookmarkCategories';

const ALL: Readonly<Record<PickedKind, ResourceDefinition<null, readonly string[]>>> = {
  lists: collectionsData.lists,
  antennas: collectionsData.antennas,
  circles: collectionsData.circles,
  bookmarkCategories: bookmarkCategoryList,
};

export interface TargetPickerProps {
  kind: PickedKind;
  /** names the group */
  label: string;
  picked: string | null;
  onPick(id: string): void;
  /** the id of a text describing the group (a problem with the choice) */
  describedBy?: string;
  /** the radio button first in the list, when there is one before the loaded ones (all bookmarks) */
  leading?: ReactNode;
}

export function TargetPicker({ kind, label, picked, onPick, describedBy, leading }: TargetPickerProps) {
  const name = useId();
  const { t, i18n } = useTranslation();
  const collection = useResource(ALL[kind], null);
  const table = useTable(kind);
  const texts = { loading: t('deck.dialog.loading'), failed: t('deck.dialog.failed'), retry: t('deck.dialog.retry') };
  return (
    <RadioGroup
      className="deck-dialog__group"
      name={name}
      value={picked}
      onChange={onPick}
      aria-describedby={describedBy}
    >
      <Label className="deck-dialog__label">{label}</Label>
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
            <RadioControl key={record.id} value={record.id} className="deck-dialog__choice">
              <bdi>{record.title}</bdi>
            </RadioControl>
          ));
        }}
      </ResourceStates>
    </RadioGroup>
  );
}
