/**
 * The post's language: every language named in the reader's language (with its own name as the option's
 * description), the account's frequently used ones first. Typing a name's first letters jumps to it.
 */
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { frequentLanguages } from '../../services/compose/language-frequency';
import { ComposeSelect } from './ComposeSelect';
import { languageChoices } from './languages';

export interface LanguagePickerProps {
  value: string;
  onChange(language: string): void;
  /** whose frequently used languages come first */
  accountKey: string;
  isDisabled?: boolean;
}

export function LanguagePicker({ value, onChange, accountKey, isDisabled }: LanguagePickerProps) {
  const { t, i18n } = useTranslation();
  // read once per account: the order must not jump while the reader is choosing
  const frequent = useMemo(() => frequentLanguages(accountKey), [accountKey]);
  const choices = useMemo(
    () =>
      languageChoices(i18n.language, frequent, value).map((choice) => ({
        key: choice.code,
        label: choice.name,
        ...(choice.nativeName === null ? {} : { description: choice.nativeName }),
      })),
    [i18n.language, frequent, value],
  );
  return (
    <ComposeSelect<string>
      label={t('compose.language.label')}
      labelHidden
      choices={choices}
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
      className="compose-language"
    />
  );
}
