export { useComposeSuggestions } from './use-compose-suggestions';
export type {
  ComposeSuggestions,
  SuggestionsInputProps,
  SuggestionsKeyEvent,
  UseComposeSuggestionsProps,
} from './use-compose-suggestions';
export { SuggestionsPopup } from './SuggestionsPopup';
