/**
 * Who can find the post by full-text search (kmyblue searchability): shown only when the server supports it.
 */
import { useTranslation } from '../../i18n/react';
import type { Searchability } from '../../machines/compose-types';
import { Icon } from '../common/Icon';
import { ComposeSelect } from './ComposeSelect';

export const SEARCHABILITY_ORDER: readonly Searchability[] = [
  'public',
  'public_unlisted',
  'private',
  'direct',
  'limited',
];

export interface SearchabilityPickerProps {
  value: Searchability;
  onChange(searchability: Searchability): void;
  isDisabled?: boolean;
}

export function SearchabilityPicker({ value, onChange, isDisabled }: SearchabilityPickerProps) {
  const { t } = useTranslation();
  return (
    <ComposeSelect<Searchability>
      label={t('compose.searchability.label')}
      labelHidden
      choices={SEARCHABILITY_ORDER.map((key) => ({ key, label: t(`compose.searchability.${key}`) }))}
      value={value}
      onChange={onChange}
      icon={<Icon name="search" />}
      isDisabled={isDisabled}
      className="compose-searchability"
    />
  );
}
