/**
 * The suggestions listbox under the post text: accounts (avatar, display name, @acct), hashtags (#Name) and
 * emoji (image or character, :shortcode:). Focus stays in the text: the text field points at the highlighted
 * option with aria-activedescendant, and a click picks without taking focus away.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { Suggestion } from '../../../machines/suggestions-types';
import './suggestions.css';

export interface SuggestionsPopupProps {
  id: string;
  suggestions: readonly Suggestion[];
  highlighted: number;
  optionId: (index: number) => string;
  onPick: (index: number) => void;
}

function SuggestionContent({ suggestion }: { suggestion: Suggestion }) {
  switch (suggestion.kind) {
    case 'account':
      return (
        <>
          {suggestion.avatar !== '' ? (
            <img
              className="compose-suggestions__avatar"
              src={suggestion.avatar}
              alt=""
              width={32}
              height={32}
              loading="lazy"
            />
          ) : (
            <span className="compose-suggestions__avatar" aria-hidden="true" />
          )}
          <span className="compose-suggestions__text">
            <bdi className="compose-suggestions__name">{suggestion.displayName}</bdi>
            <span className="compose-suggestions__acct">@{suggestion.acct}</span>
          </span>
        </>
      );
    case 'hashtag':
      return <span className="compose-suggestions__text compose-suggestions__tag">#{suggestion.name}</span>;
    case 'emoji': {
      const image = suggestion.staticUrl ?? suggestion.url;
      return (
        <>
          {suggestion.native !== null ? (
            <span className="compose-suggestions__emoji">{suggestion.native}</span>
          ) : image !== null ? (
            <img className="compose-suggestions__emoji" src={image} alt="" width={24} height={24} loading="lazy" />
          ) : null}
          {suggestion.shortcode !== null && <span className="compose-suggestions__text">:{suggestion.shortcode}:</span>}
        </>
      );
    }
  }
}

const keyOf = (suggestion: Suggestion, index: number): string => {
  switch (suggestion.kind) {
    case 'account':
      return `account:${suggestion.id}`;
    case 'hashtag':
      return `hashtag:${suggestion.name}`;
    case 'emoji':
      return `emoji:${suggestion.native ?? suggestion.shortcode ?? index}`;
  }
};

// keeps the caret in the text field while the pointer presses an option
const keepFocus = (event: MouseEvent) => event.preventDefault();

export function SuggestionsPopup({ id, suggestions, highlighted, optionId, onPick }: SuggestionsPopupProps) {
  const { t } = useTranslation();
  return (
    <ul id={id} role="listbox" className="compose-suggestions" aria-label={t('compose.suggestions.label')}>
      {suggestions.map((suggestion, index) => (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys are the text field's: it keeps the focus and drives the options (aria-activedescendant, ArrowUp/ArrowDown/Enter/Tab/Escape in use-compose-suggestions); an option never has focus to take keys
        <li
          key={keyOf(suggestion, index)}
          id={optionId(index)}
          role="option"
          aria-selected={index === highlighted}
          className={`compose-suggestions__option compose-suggestions__option--${suggestion.kind}`}
          onMouseDown={keepFocus}
          onClick={() => onPick(index)}
        >
          <SuggestionContent suggestion={suggestion} />
        </li>
      ))}
    </ul>
  );
}
