/**
 * The posting language: a react-aria-components Select naming the language, opening a searchable list (a search
 * field above it: typing filters, arrow keys move, Enter picks, Escape closes and the focus goes back). Every
 * language is named in the reader's language with its own name beside it; the account's frequently used ones
 * come first. Nothing is chosen while the account has no default language (the placeholder says so).
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
import { languageChoices, languageMatches, type LanguageChoice } from '../compose/languages';

export interface PostingLanguageSelectProps {
  value: string | null;
  onChange(language: string): void;
  /** whose frequently used languages come first */
  accountKey: string;
  busy: boolean;
}

export function PostingLanguageSelect({ value, onChange, accountKey, busy }: PostingLanguageSelectProps) {
  const { t, i18n } = useTranslation();
  // read once per account: the order must not jump while the reader is choosing
  const frequent = useMemo(() => frequentLanguages(accountKey), [accountKey]);
  const choices = useMemo(
    () => languageChoices(i18n.language, frequent, value ?? ''),
    [i18n.language, frequent, value],
  );
  return (
    <div className="settings-field" aria-busy={busy || undefined}>
      <Select
        className="settings-select"
        data-setting="posting-language"
        value={value}
        placeholder={t('settings.posting.language.placeholder')}
        onChange={(key) => {
          if (key !== null) onChange(String(key));
        }}
      >
        <Label className="settings-field__label">{t('settings.posting.language.label')}</Label>
        <Text slot="description" className="settings-field__hint">
          {t('settings.posting.language.hint')}
        </Text>
        <Button className="settings-select__trigger">
          <SelectValue className="settings-select__value" />
          <span className="settings-select__chevron" aria-hidden="true" />
        </Button>
        <Popover className="settings-select__popover" placement="bottom start" offset={4}>
          <Autocomplete<LanguageChoice>
            filter={(_text, query, node) => node.value !== null && languageMatches(node.value, query)}
          >
            <SearchField
              className="settings-select__search"
              aria-label={t('settings.posting.language.search')}
              // the list was opened on request: its search field takes the focus, as in any combobox popup
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            >
              <Input className="settings-select__input" placeholder={t('settings.posting.language.search')} />
            </SearchField>
            <ListBox<LanguageChoice>
              className="settings-select__list"
              items={choices}
              renderEmptyState={() => <p className="settings-select__empty">{t('settings.posting.language.none')}</p>}
            >
              {(choice) => (
                <ListBoxItem id={choice.code} textValue={choice.name} className="settings-select__option">
                  <Text slot="label">{choice.name}</Text>
                  {choice.nativeName !== null && (
                    <Text slot="description" className="settings-select__option-native" lang={choice.code}>
                      {choice.nativeName}
                    </Text>
                  )}
                </ListBoxItem>
              )}
            </ListBox>
          </Autocomplete>
        </Popover>
      </Select>
    </div>
  );
}
