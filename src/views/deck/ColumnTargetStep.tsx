/**
 * The add-column dialog's second step, by the type chosen: a timeline's options (media only, other servers only,
 * this server only), a hashtag or a link typed, or one of the reader's lists, antennas, circles or bookmark
 * categories picked (all bookmarks unless a category is picked, categories only where the server has them).
 */
import { useId } from 'react';
import { Label, RadioGroup } from 'react-aria-components/RadioGroup';
import { useTranslation } from '../../i18n/react';
import type { ColumnChoice } from '../../services/deck/column-choice';
import { useServerInfo } from '../../services/server-info/use-server-info';
import { savedFeatures } from '../../services/saved/saved-features';
import { RadioControl } from '../common/RadioControl';
import { TargetPicker, type PickedKind } from './TargetPicker';

/** the value of the "all bookmarks" choice (no category) */
const ALL_BOOKMARKS = '';

export interface ColumnTargetStepProps {
  choice: ColumnChoice;
  onChange(change: Partial<ColumnChoice>): void;
  /** the id of the problem's text, when the fields have one */
  problemId: string | null;
}

function Check({ checked, label, onChange }: { checked: boolean; label: string; onChange(checked: boolean): void }) {
  return (
    <label className="deck-dialog__choice">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

function Bookmarks({ choice, onChange }: Omit<ColumnTargetStepProps, 'problemId'>) {
  const { t } = useTranslation();
  const name = useId();
  const features = useServerInfo(savedFeatures).value;
  const all = (
    <RadioControl value={ALL_BOOKMARKS} className="deck-dialog__choice">
      {t('deck.dialog.allBookmarks')}
    </RadioControl>
  );
  const label = t('deck.dialog.pick.BOOKMARKS_EX');
  const pick = (id: string) => onChange({ targetId: id === ALL_BOOKMARKS ? null : id });
  const picked = choice.targetId ?? ALL_BOOKMARKS;
  return features?.bookmarkCategories === true ? (
    <TargetPicker kind="bookmarkCategories" label={label} picked={picked} onPick={pick} leading={all} />
  ) : (
    <RadioGroup className="deck-dialog__group" name={name} value={picked} onChange={pick}>
      <Label className="deck-dialog__label">{label}</Label>
      {all}
    </RadioGroup>
  );
}

const PICKED: Partial<Record<ColumnChoice['type'], PickedKind>> = {
  LIST: 'lists',
  ANTENNA_TIMELINE: 'antennas',
  CIRCLE: 'circles',
};

export function ColumnTargetStep({ choice, onChange, problemId }: ColumnTargetStepProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const hintId = useId();
  const described = [hintId, problemId].filter(Boolean).join(' ');
  const picked = PICKED[choice.type];
  if (picked !== undefined)
    return (
      <TargetPicker
        kind={picked}
        label={t(`deck.dialog.pick.${choice.type}`)}
        picked={choice.targetId}
        onPick={(id) => onChange({ targetId: id })}
        describedBy={problemId ?? undefined}
      />
    );
  switch (choice.type) {
    case 'BOOKMARKS_EX':
      return <Bookmarks choice={choice} onChange={onChange} />;
    case 'COMMUNITY':
    case 'PUBLIC':
      return (
        <fieldset className="deck-dialog__group">
          <legend>{t(`deck.dialog.options.${choice.type}`)}</legend>
          <Check
            checked={choice.onlyMedia}
            label={t('deck.dialog.onlyMedia')}
            onChange={(onlyMedia) => onChange({ onlyMedia })}
          />
          {choice.type === 'PUBLIC' && (
            <Check
              checked={choice.onlyRemote}
              label={t('deck.dialog.onlyRemote')}
              onChange={(onlyRemote) => onChange({ onlyRemote })}
            />
          )}
        </fieldset>
      );
    case 'HASHTAG':
    case 'LINK': {
      const hashtag = choice.type === 'HASHTAG';
      return (
        <div className="deck-dialog__group">
          <label htmlFor={fieldId} className="deck-dialog__label">
            {t(hashtag ? 'deck.dialog.hashtag' : 'deck.dialog.link')}
          </label>
          <input
            id={fieldId}
            className="deck-dialog__field"
            type={hashtag ? 'text' : 'url'}
            autoComplete="off"
            spellCheck={false}
            value={hashtag ? choice.tag : choice.url}
            aria-invalid={problemId === null ? undefined : true}
            aria-describedby={described}
            onChange={(event) => onChange(hashtag ? { tag: event.target.value } : { url: event.target.value })}
          />
          <p id={hintId} className="deck-dialog__hint">
            {t(hashtag ? 'deck.dialog.hashtagHint' : 'deck.dialog.linkHint')}
          </p>
          {hashtag && (
            <Check checked={choice.local} label={t('deck.dialog.local')} onChange={(local) => onChange({ local })} />
          )}
        </div>
      );
    }
    default:
      return null;
  }
}
