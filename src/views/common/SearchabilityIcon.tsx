/** Who can find a post by full-text search (kmyblue searchability): an icon with its label. */
import { useTranslation } from '../../i18n/react';
import type { ApiSearchability } from '../../domain/entities/api-types';
import { AudienceBadge } from './AudienceBadge';

export interface SearchabilityIconProps {
  /** null when the server does not say (plain Mastodon): nothing is shown */
  searchability: ApiSearchability | null;
  withLabel?: boolean;
}

export function SearchabilityIcon({ searchability, withLabel = false }: SearchabilityIconProps) {
  const { t } = useTranslation();
  if (searchability === null) return null;
  const label = t(`common.searchability.${searchability}`);
  return <AudienceBadge kind="searchability" value={searchability} icon="search" label={label} withLabel={withLabel} />;
}
