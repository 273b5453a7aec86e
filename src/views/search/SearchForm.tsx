/**
 * The search field (a react-aria-components SearchField) in the page's search landmark, which the `s` and `/`
 * keys focus. Enter submits a query that is not blank; Escape clears the field, and in an empty field leaves it
 * (the screen's heading takes the focus). While the field is empty and the focus is in the landmark, the
 * recent searches show below it. The field shows the query of the address, and follows it when it changes
 * (back, forward, a recent search chosen); an empty address focuses the field on arrival.
 */
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Button, Input, Label, SearchField, type SearchFieldProps } from 'react-aria-components/SearchField';
import { useTranslation } from '../../i18n/react';
import type { RecentSearch } from '../../services/search/search-history';
import type { SearchHistory } from '../../services/search/use-search-history';
import { RecentSearches } from './RecentSearches';

export interface SearchFormProps {
  /** the query in the address */
  query: string;
  history: SearchHistory;
  onSubmit(query: string): void;
  onRun(search: RecentSearch): void;
  /** Escape in the empty field: the focus goes elsewhere */
  onLeave(): void;
}

export function SearchForm({ query, history, onSubmit, onRun, onLeave }: SearchFormProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(query);
  const [addressQuery, setAddressQuery] = useState(query);
  const [focused, setFocused] = useState(false);
  if (addressQuery !== query) {
    setAddressQuery(query);
    setDraft(query);
  }

  const arrivedEmpty = useRef(query.trim() === '');
  useEffect(() => {
    if (arrivedEmpty.current) inputRef.current?.focus();
  }, []);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  // Escape in a field holding text clears it (the field's own); in an empty field it leaves the field
  const onKeyDown: SearchFieldProps['onKeyDown'] = (event) => {
    if (event.key === 'Escape' && draft === '') onLeave();
  };

  const showRecent = focused && draft.trim() === '' && history.recent.length > 0;
  return (
    <div role="search" className="search__form" onFocus={() => setFocused(true)} onBlur={onBlur}>
      <SearchField
        className="search__field"
        value={draft}
        onChange={setDraft}
        onKeyDown={onKeyDown}
        onSubmit={(value) => {
          if (value.trim() !== '') onSubmit(value.trim());
        }}
      >
        <Label className="visually-hidden">{t('search.field.label')}</Label>
        <Input ref={inputRef} className="search__input" placeholder={t('search.field.placeholder')} />
        <Button className="search__clear" aria-label={t('search.field.clear')}>
          <span aria-hidden="true">×</span>
        </Button>
      </SearchField>
      {showRecent && <RecentSearches history={history} onRun={onRun} onEmptied={() => inputRef.current?.focus()} />}
    </div>
  );
}
