/**
 * A deck column's header: whose column it is (account and server) and its controls: move left, move right,
 * narrower, wider, remove. It is a group named after the column and its account. A control that cannot act (the
 * first column's "move left", a column at its narrowest...) says so (aria-disabled) but keeps its place in the Tab
 * order, so the focus stays on it after a move to an end.
 */
import { useTranslation } from '../../i18n/react';

export type ColumnControl = 'left' | 'right' | 'narrower' | 'wider' | 'remove';

const CONTROLS: ReadonlyArray<{ control: ColumnControl; glyph: string; label: string }> = [
  { control: 'left', glyph: '←', label: 'deck.controls.moveLeft' },
  { control: 'right', glyph: '→', label: 'deck.controls.moveRight' },
  { control: 'narrower', glyph: '−', label: 'deck.controls.narrower' },
  { control: 'wider', glyph: '+', label: 'deck.controls.wider' },
  { control: 'remove', glyph: '×', label: 'deck.controls.remove' },
];

export interface DeckColumnHeaderProps {
  title: string;
  /** `@name@server` of the column's account */
  account: string;
  /** which controls can act now */
  enabled: Readonly<Record<ColumnControl, boolean>>;
  onControl(control: ColumnControl): void;
}

export function DeckColumnHeader({ title, account, enabled, onControl }: DeckColumnHeaderProps) {
  const { t } = useTranslation();
  return (
    <div className="deck-column__header" role="group" aria-label={t('deck.header', { title, account })}>
      <p className="deck-column__account">
        <bdi>{account}</bdi>
      </p>
      <div className="deck-column__controls">
        {CONTROLS.map(({ control, glyph, label }) => {
          const name = t(label, { title });
          return (
            <button
              key={control}
              type="button"
              className="deck-column__control"
              data-control={control}
              aria-label={name}
              title={name}
              aria-disabled={enabled[control] ? undefined : true}
              onClick={() => {
                if (enabled[control]) onControl(control);
              }}
            >
              <span aria-hidden="true">{glyph}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
