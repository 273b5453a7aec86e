/**
 * Suggestions for the post text: the textarea reports its text and caret, this hook finds the token under
 * the caret, runs the suggestions chart (services/compose/suggestions-machine.ts: its fetch actor uses the account's
 * api and store) and gives back what the textarea needs: ARIA props pointing at the listbox, a key handler that
 * takes ArrowDown/ArrowUp/Enter/Tab/Escape only while suggestions show, and the popup to render after it.
 *
 * The textarea keeps its textbox role (the browser tests and assistive technology find "Post text" as a
 * textbox): `role="combobox"` and `aria-expanded` are not allowed on a textarea (axe aria-allowed-role,
 * aria-allowed-attr), so it says `aria-autocomplete="list"`, `aria-controls` and `aria-activedescendant`,
 * and a polite status announces how many suggestions appeared.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useId, useMemo, type ReactNode } from 'react';
import { useAppServices } from '../../../services/app-services/app-services';
import { useTranslation } from '../../../i18n/react';
import type { SuggestionsSnapshot } from '../../../machines/suggestions.machine';
import { suggestionsMachineFor } from '../../../services/compose/suggestions-machine';
import { suggestionTokenAt } from '../../../machines/suggestion-token';
import { SuggestionsPopup } from './SuggestionsPopup';

export interface UseComposeSuggestionsProps {
  text: string;
  caret: number;
  /** names the account's tag history (e.g. `${server}|${accountId}`) */
  accountKey: string;
  /** replace text[start, end) with `replacement` (it ends with a space) and put the caret after it */
  onReplace(start: number, end: number, replacement: string): void;
}

export interface SuggestionsInputProps {
  'aria-autocomplete': 'list';
  'aria-controls': string | undefined;
  'aria-activedescendant': string | undefined;
}

/** The parts of a keyboard event the handler reads (a React or a DOM keyboard event). */
export interface SuggestionsKeyEvent {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  preventDefault(): void;
  isComposing?: boolean;
  nativeEvent?: { isComposing?: boolean };
}

export interface ComposeSuggestions {
  inputProps: SuggestionsInputProps;
  /** true when the key was taken (its default prevented); false: the textarea handles it as usual */
  onKeyDown(event: SuggestionsKeyEvent): boolean;
  popup: ReactNode;
}

const selectShowing = (snapshot: SuggestionsSnapshot) => snapshot.matches('showing');
const selectSuggestions = (snapshot: SuggestionsSnapshot) => snapshot.context.suggestions;
const selectHighlighted = (snapshot: SuggestionsSnapshot) => snapshot.context.highlighted;

export function useComposeSuggestions({
  text,
  caret,
  accountKey,
  onReplace,
}: UseComposeSuggestionsProps): ComposeSuggestions {
  const { api, store } = useAppServices();
  const { t, i18n } = useTranslation();
  // the actor lives as long as the textarea; a fetch uses the services of the last render (given the same
  // machine with other implementations, useActorRef keeps the actor and hands it these after the commit)
  const machine = useMemo(
    () => suggestionsMachineFor({ api, store, accountKey, language: i18n.language }),
    [api, store, accountKey, i18n.language],
  );
  const actor = useActorRef(machine);

  // a pick replaces the token through the latest onReplace
  const onPicked = useEffectEvent((start: number, end: number, replacement: string) =>
    onReplace(start, end, replacement),
  );
  useEffect(() => {
    const subscription = actor.on('suggest.picked', ({ token, replacement }) => {
      onPicked(token.start, token.start + token.text.length, replacement);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  useEffect(() => {
    actor.send({ type: 'suggest.token', token: suggestionTokenAt(text, caret) });
  }, [actor, text, caret]);

  const showing = useSelector(actor, selectShowing);
  const suggestions = useSelector(actor, selectSuggestions);
  const highlighted = useSelector(actor, selectHighlighted);

  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  function onKeyDown(event: SuggestionsKeyEvent): boolean {
    if (!actor.getSnapshot().matches('showing')) return false;
    // IME conversion: Enter and the arrows belong to the input method
    if (event.isComposing || event.nativeEvent?.isComposing) return false;
    if (event.altKey || event.ctrlKey || event.metaKey) return false;
    const plain = !event.shiftKey;
    switch (event.key) {
      case 'ArrowDown':
        if (!plain) return false;
        actor.send({ type: 'suggest.next' });
        break;
      case 'ArrowUp':
        if (!plain) return false;
        actor.send({ type: 'suggest.previous' });
        break;
      case 'Enter':
      case 'Tab':
        if (!plain) return false;
        actor.send({ type: 'suggest.pick' });
        break;
      case 'Escape':
        actor.send({ type: 'suggest.dismiss' });
        break;
      default:
        return false;
    }
    event.preventDefault();
    return true;
  }

  const popup = (
    <>
      <span className="visually-hidden" role="status">
        {showing ? t('compose.suggestions.count', { count: suggestions.length }) : ''}
      </span>
      {showing && (
        <SuggestionsPopup
          id={listboxId}
          suggestions={suggestions}
          highlighted={highlighted}
          optionId={optionId}
          onPick={(index) => actor.send({ type: 'suggest.pick', index })}
        />
      )}
    </>
  );

  return {
    inputProps: {
      'aria-autocomplete': 'list',
      'aria-controls': showing ? listboxId : undefined,
      'aria-activedescendant': showing && highlighted >= 0 ? optionId(highlighted) : undefined,
    },
    onKeyDown,
    popup,
  };
}
