/**
 * What the deck's live region says after a change of its columns (the chart's `change`): which column, where it
 * went, out of how many. Nothing for the layout another tab stored.
 */
import type { Translator } from '../../i18n/translator';
import type { DeckChange } from '../../machines/deck-columns.machine';
import type { DeckColumn } from '../../machines/deck-columns-rules';

export function announcementOf(
  t: Translator['t'],
  change: DeckChange | null,
  columns: readonly DeckColumn[],
  titleOf: (column: DeckColumn) => string,
): string {
  if (change === null) return '';
  const titleById = (id: string) => {
    const column = columns.find((c) => c.id === id);
    return column === undefined ? '' : titleOf(column);
  };
  switch (change.kind) {
    case 'added':
      return t('deck.announce.added', { title: titleById(change.id), position: change.position, total: change.total });
    case 'moved':
      return t('deck.announce.moved', { title: titleById(change.id), position: change.position, total: change.total });
    case 'retargeted':
      return t('deck.announce.retargeted', { title: titleById(change.id) });
    case 'resized':
      return t(`deck.announce.${change.change}`, { title: titleById(change.id), width: change.width });
    case 'removed':
      return t('deck.announce.removed', { title: titleOf(change.column), total: change.total });
    case 'gone': {
      const [first] = change.columns;
      return first === undefined ? '' : t(`deck.announce.gone.${first.type}`, { total: change.total });
    }
    case 'reset':
      return t('deck.announce.reset', { total: change.total });
    case 'restored':
      return '';
  }
}
