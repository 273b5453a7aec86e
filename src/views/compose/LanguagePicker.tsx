/**
 * The post's language: a button naming the language that opens a searchable list (react-aria-components Select
 * with an Autocomplete: a search field above the list, arrow keys move through the list while typing filters it,
 * Enter picks, Escape closes and focus goes back to the button). Every language is named in the reader's
 * language with its own name under it (the option's accessible name holds both, as it shows both); the account's
 * frequently used ones come first. A search matches either name or the code.
 */
import { useMemo } from 'react';
import { Autocomplete } from 'react-aria-components/Autocomplete';
import { Button } from 'react-aria-components/Button';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { SearchField } from 'react-aria-components/SearchField';
import { Select, SelectValue } from 'react-aria-components/Select';
import { Text } from 'react-aria-components/Text';
import { useTranslation } from '../../i18n/react';
import { frequentLanguages } from '../../services/compose/language-frequency';
import { languageChoices, languageMatches, type LanguageChoice } from './languages';

export interface LanguagePickerProps {
  value: string;
  onChange(language: string): void;
  /** whose frequently used languages come first */
  accountKey: string;
  isDisabled?: boolean;
}

const optionClass = ({ isFocused, isSelected }: { isFocused: boolean; isSelected: boolean }) =>
  [
    'compose-select__option',
    isFocused ? 'compose-select__option--focused' : '',
    isSelected ? 'compose-select__option--selected' : '',
  ]
    .filter(Boolean)
    .join(' ');

export function LanguagePicker({ value, onChange, accountKey, isDisabled = false }: LanguagePickerProps) {
  const { t, i18n } = useTranslation();
  // read once per account: the order must not jump while the reader is choosing
  const frequent = useMemo(() => frequentLanguages(accountKey), [accountKey]);
  const choices = useMemo(() => languageChoices(i18n.language, frequent, value), [i18n.language, frequent, value]);
  return (
    <Select
      className="compose-select compose-language"
      value={value === '' ? null : value}
      onChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
      isDisabled={isDisabled}
    >
      <Label className="visually-hidden">{t('compose.language.label')}</Label>
      <Button className="compose-select__trigger">
        {/* the language's name only (the list shows its own name under it) */}
        <SelectValue<LanguageChoice> className="compose-select__value">
          {({ selectedItem }) => selectedItem?.name ?? ''}
        </SelectValue>
        <span className="compose-select__chevron" aria-hidden="true" />
      </Button>
      <Popover className="compose-select__popover compose-language__popover" placement="bottom start" offset={4}>
        <Autocomplete<LanguageChoice>
          filter={(_text, query, node) => node.value !== null && languageMatches(node.value, query)}
        >
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the field mounts only when the reader opens the list, which exists to be searched: focus goes where the reader asked for it (react-aria's searchable select) */}
          <SearchField className="compose-language__search" aria-label={t('compose.language.search')} autoFocus>
            {/* the field drives the list under it (aria-controls, aria-activedescendant): an open combobox */}
            <Input
              className="compose-language__input"
              placeholder={t('compose.language.search')}
              role="combobox"
              aria-expanded="true"
            />
          </SearchField>
          <ListBox<LanguageChoice>
            className="compose-select__list"
            items={choices}
            renderEmptyState={() => <p className="compose-language__empty">{t('compose.language.none')}</p>}
          >
            {(choice) => (
              <ListBoxItem id={choice.code} textValue={choice.name} className={optionClass}>
                {/* the option is named by all it shows: the name, then the language's own name */}
                <Text slot="label" className="compose-language__option-text">
                  <span className="compose-select__option-label">{choice.name}</span>
                  {choice.nativeName !== null && (
                    <>
                      {' '}
                      <span className="compose-select__option-description" lang={choice.code}>
                        {choice.nativeName}
                      </span>
                    </>
                  )}
                </Text>
              </ListBoxItem>
            )}
          </ListBox>
        </Autocomplete>
      </Popover>
    </Select>
  );
}
