/**
 * The poll of a draft: one textbox per option ("Option n"; the machine keeps at least two and a trailing blank while
 * below the server's maximum), the poll length among the presets (5 minutes to 7 days) shown as human durations, and
 * whether several choices are allowed.
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { POLL_PRESETS, type PollDraft } from '../../machines/compose-types';

type Translate = ReturnType<typeof useTranslation>['t'];

/** 300 -> "5 minutes", 86400 -> "1 day" (the largest whole unit). */
export function pollDurationLabel(seconds: number, t: Translate): string {
  if (seconds % 86400 === 0) return t('compose.poll.days', { count: seconds / 86400 });
  if (seconds % 3600 === 0) return t('compose.poll.hours', { count: seconds / 3600 });
  return t('compose.poll.minutes', { count: Math.round(seconds / 60) });
}

export interface PollEditorProps {
  poll: PollDraft;
  maxCharactersPerOption: number;
  onOption(index: number, title: string): void;
  onExpiry(seconds: number): void;
  onMultiple(multiple: boolean): void;
  isDisabled?: boolean;
}

export function PollEditor({
  poll,
  maxCharactersPerOption,
  onOption,
  onExpiry,
  onMultiple,
  isDisabled = false,
}: PollEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const presets: number[] = POLL_PRESETS.includes(poll.expires_in as (typeof POLL_PRESETS)[number])
    ? [...POLL_PRESETS]
    : [...POLL_PRESETS, poll.expires_in].sort((a, b) => a - b);
  return (
    <fieldset className="compose-poll" disabled={isDisabled}>
      <legend className="visually-hidden">{t('compose.poll.legend')}</legend>
      <ol className="compose-poll__options">
        {poll.options.map((title, index) => {
          const label = t('compose.poll.option', { n: index + 1 });
          return (
            // options are positional: the index is the identity the machine uses too
            <li key={index} className="compose-poll__option">
              <span
                className={`compose-poll__marker${poll.multiple ? ' compose-poll__marker--multiple' : ''}`}
                aria-hidden="true"
              />
              <input
                type="text"
                id={`${id}-option-${index}`}
                className="compose-poll__input"
                aria-label={label}
                placeholder={label}
                value={title}
                maxLength={maxCharactersPerOption}
                autoComplete="off"
                onChange={(event) => onOption(index, event.currentTarget.value)}
              />
            </li>
          );
        })}
      </ol>
      <div className="compose-poll__settings">
        <span className="compose-poll__length">
          <label htmlFor={`${id}-length`}>{t('compose.poll.length')}</label>
          <select
            id={`${id}-length`}
            value={poll.expires_in}
            onChange={(event) => onExpiry(Number(event.currentTarget.value))}
          >
            {presets.map((seconds) => (
              <option key={seconds} value={seconds}>
                {pollDurationLabel(seconds, t)}
              </option>
            ))}
          </select>
        </span>
        <label className="compose-poll__multiple">
          <input
            type="checkbox"
            checked={poll.multiple}
            onChange={(event) => onMultiple(event.currentTarget.checked)}
          />
          <span>{t('compose.poll.multiple')}</span>
        </label>
      </div>
    </fieldset>
  );
}
