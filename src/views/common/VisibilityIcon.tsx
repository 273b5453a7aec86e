/** Who can see a post (kmyblue visibility_ex, with the limited scope): an icon with its label. */
import { useTranslation } from '../../i18n/react';
import type { ApiLimitedScope, ApiVisibilityEx } from '../../domain/entities/api-types';
import { AudienceBadge } from './AudienceBadge';
import type { IconName } from './Icon';

const VISIBILITY_ICONS: Record<ApiVisibilityEx, IconName> = {
  public: 'globe',
  public_unlisted: 'globe-home',
  unlisted: 'moon',
  login: 'key',
  private: 'lock',
  limited: 'circle-dots',
  direct: 'at',
};

const SCOPE_ICONS: Record<ApiLimitedScope, IconName> = {
  mutual: 'mutual',
  circle: 'circle-dots',
  personal: 'person',
  reply: 'reply-scope',
};

/** The i18n key of the label: common.visibility.<value>, or common.visibility.limited_<scope>. */
export function visibilityLabelKey(visibility: ApiVisibilityEx, limitedScope: ApiLimitedScope | null): string {
  if (visibility === 'limited' && limitedScope !== null) return `common.visibility.limited_${limitedScope}`;
  return `common.visibility.${visibility}`;
}

export interface VisibilityIconProps {
  visibility: ApiVisibilityEx;
  limitedScope?: ApiLimitedScope | null;
  /** also show the label as text */
  withLabel?: boolean;
}

export function VisibilityIcon({ visibility, limitedScope = null, withLabel = false }: VisibilityIconProps) {
  const { t } = useTranslation();
  const label = t(visibilityLabelKey(visibility, limitedScope));
  const icon =
    visibility === 'limited' && limitedScope !== null ? SCOPE_ICONS[limitedScope] : VISIBILITY_ICONS[visibility];
  return <AudienceBadge kind="visibility" value={visibility} icon={icon} label={label} withLabel={withLabel} />;
}
