/**
 * The language picker, one widget for the composer's toolbar and Settings' posting language: a button naming the
 * language that opens a searchable list (react-aria-components Select with an Autocomplete: a search field above
 * the list, arrow keys move through the list while typing filters it, Enter picks, Escape closes and focus goes
 * back to the button). Every language is named in the reader's language with its own name under it (the option's
 * accessible name holds both, as it shows both); the account's frequently used ones come first. A search matches
 * either name or the code. The languages are the server's list once it is in (the `serverLanguages` resource,
 * asked when a picker first shows, never before), the client's own copy until then or when the server has none.
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
import { serverLanguages } from '../../services/data/definitions/server-languages';
import { useResource } from '../../services/data/use-data';
import { languageChoices, languageMatches, type LanguageChoice } from './languages';

/**
 * Where the picker sits, which decides its classes (each place's stylesheet draws them): the composer's toolbar,
 * where its label is for assistive technology only, or a settings field, with its label and hint shown.
 */
export type LanguagePickerLook = 'compose' | 'settings';

export interface LanguagePickerTexts {
  label: string;
  /** the search field's name and placeholder */
  search: string;
  /** shown when no language matches the search */
  none: string;
  /** a line under the label (shown in settings) */
  hint?: string;
  /** shown while no language is chosen */
  placeholder?: string;
}

export interface LanguagePickerProps {
  /** the chosen language; '' or null when none is */
  value: string | null;
  onChange(language: string): void;
  /** whose frequently used languages come first */
  accountKey: string;
  isDisabled?: boolean;
  look: LanguagePickerLook;
  texts: LanguagePickerTexts;
  /** names the field for the settings screen's own lookups (`data-setting`) */
  setting?: string;
}

const CLASSES = {
  compose: {
    select: 'compose-select compose-language',
    label: 'visually-hidden',
    hint: 'visually-hidden',
    trigger: 'compose-select__trigger',
    value: 'compose-select__value',
    chevron: 'compose-select__chevron',
    popover: 'compose-select__popover compose-language__popover',
    search: 'compose-language__search',
    input: 'compose-language__input',
    list: 'compose-select__list',
    empty: 'compose-language__empty',
    option: 'compose-select__option',
    optionText: 'compose-language__option-text',
    name: 'compose-select__option-label',
    ownName: 'compose-select__option-description',
  },
  settings: {
    select: 'settings-select',
    label: 'settings-field__label',
    hint: 'settings-field__hint',
    trigger: 'settings-select__trigger',
    value: 'settings-select__value',
    chevron: 'settings-select__chevron',
    popover: 'settings-select__popover',
    search: 'settings-select__search',
    input: 'settings-select__input',
    list: 'settings-select__list',
    empty: 'settings-select__empty',
    option: 'settings-select__option',
    optionText: 'settings-select__option-text',
    name: 'settings-select__option-name',
    ownName: 'settings-select__option-native',
  },
} as const;

/** An option's classes: its own, then `--focused` and `--selected` while it is so. */
const optionClass =
  (base: string) =>
  ({ isFocused, isSelected }: { isFocused: boolean; isSelected: boolean }) =>
    [base, isFocused ? `${base}--focused` : '', isSelected ? `${base}--selected` : ''].filter(Boolean).join(' ');

export function LanguagePicker({
  value,
  onChange,
  accountKey,
  isDisabled = false,
  look,
  texts,
  setting,
}: LanguagePickerProps) {
  const { i18n } = useTranslation();
  const classes = CLASSES[look];
  const current = value ?? '';
  // the server's list once it is in; the client's own copy while it loads, after a failure or without one
  const { status: listed } = useResource(serverLanguages, null);
  const server = listed.kind === 'ready' ? listed.value : null;
  // read once per account: the order must not jump while the reader is choosing
  const frequent = useMemo(() => frequentLanguages(accountKey), [accountKey]);
  const choices = useMemo(
    () => languageChoices(i18n.language, frequent, current, server),
    [i18n.language, frequent, current, server],
  );
  return (
    <Select
      className={classes.select}
      data-setting={setting}
      value={current === '' ? null : current}
      placeholder={texts.placeholder}
      onChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
      isDisabled={isDisabled}
    >
      <Label className={classes.label}>{texts.label}</Label>
      {texts.hint !== undefined && (
        <Text slot="description" className={classes.hint}>
          {texts.hint}
        </Text>
      )}
      <Button className={classes.trigger}>
        {/* the language's name only (the list shows its own name under it) */}
        <SelectValue<LanguageChoice> className={classes.value}>
          {({ selectedItem, isPlaceholder, defaultChildren }) =>
            isPlaceholder ? defaultChildren : (selectedItem?.name ?? '')
          }
        </SelectValue>
        <span className={classes.chevron} aria-hidden="true" />
      </Button>
      <Popover className={classes.popover} placement="bottom start" offset={4}>
        <Autocomplete<LanguageChoice>
          filter={(_text, query, node) => node.value !== null && languageMatches(node.value, query)}
        >
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the field mounts only when the reader opens the list, which exists to be searched: focus goes where the reader asked for it (react-aria's searchable select) */}
          <SearchField className={classes.search} aria-label={texts.search} autoFocus>
            {/* the field drives the list under it (aria-controls, aria-activedescendant): an open combobox */}
            <Input className={classes.input} placeholder={texts.search} role="combobox" aria-expanded="true" />
          </SearchField>
          <ListBox<LanguageChoice>
            className={classes.list}
            items={choices}
            renderEmptyState={() => <p className={classes.empty}>{texts.none}</p>}
          >
            {(choice) => (
              <ListBoxItem id={choice.code} textValue={choice.name} className={optionClass(classes.option)}>
                {/* the option is named by all it shows: the name, then the language's own name */}
                <Text slot="label" className={classes.optionText}>
                  <span className={classes.name}>{choice.name}</span>
                  {choice.nativeName !== null && (
                    <>
                      {' '}
                      <span className={classes.ownName} lang={choice.code}>
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
