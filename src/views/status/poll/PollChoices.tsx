import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { Poll } from '../../../domain/entities';

export interface PollChoicesProps {
  poll: Poll;
  selected: readonly number[];
  disabled: boolean;
  onToggle: (index: number) => void;
}

/** The options to choose from: radios for single choice, checkboxes for multiple choice, in a fieldset. */
export function PollChoices({ poll, selected, disabled, onToggle }: PollChoicesProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="poll__choices" disabled={disabled}>
      <legend className="visually-hidden">{poll.multiple ? t('poll.legend_multiple') : t('poll.legend_single')}</legend>
      {poll.options.map((option, index) => (
        <label key={index} className="poll__choice">
          <input
            className="poll__input"
            type={poll.multiple ? 'checkbox' : 'radio'}
            name={name}
            value={index}
            checked={selected.includes(index)}
            onChange={() => onToggle(index)}
          />
          <span className="poll__option-title">{option.translation?.title ?? option.title}</span>
        </label>
      ))}
    </fieldset>
  );
}
