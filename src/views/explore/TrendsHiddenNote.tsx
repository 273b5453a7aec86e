/**
 * What a trends tab of Explore says when the reader turned trends off in the settings: a calm note (a status,
 * not an alarm) with the way back to the setting.
 */
import { useTranslation } from '../../i18n/react';
import { InternalLink } from '../common/InternalLink';

export function TrendsHiddenNote() {
  const { t } = useTranslation();
  return (
    <p className="explore-note" role="status">
      {t('explore.trendsHidden')} <InternalLink to="/settings">{t('explore.openSettings')}</InternalLink>
    </p>
  );
}
