/** Who can find a post by full-text search (kmyblue searchability): an icon with its label. */
import { useTranslation } from '../../i18n/react';
import type { ApiSearchability } from '../../services/entities/api-types';
import { Icon } from './Icon';

export interface SearchabilityIconProps {
  /** null when the server does not say (plain Mastodon): nothing is shown */
  searchability: ApiSearchability | null;
  withLabel?: boolean;
}

export function SearchabilityIcon({ searchability, withLabel = false }: SearchabilityIconProps) {
  const { t } = useTranslation();
  if (searchability === null) return null;
  const label = t(`common.searchability.${searchability}`);
  if (withLabel) {
    return (
      <span className="audience audience--searchability" data-searchability={searchability}>
        <Icon name="search" />
        <span className="audience__label">{label}</span>
      </span>
    );
  }
  return (
    <span
      className="audience audience--searchability"
      data-searchability={searchability}
      role="img"
      aria-label={label}
      title={label}
    >
      <Icon name="search" />
    </span>
  );
}
