/** The words the trends tabs say for their states (loading, a calm failure with Retry, empty, older pages). */
import { useTranslation } from '../../i18n/react';
import type { ListTexts } from '../common/data-states/DataStates';

export function useTrendTexts(): ListTexts {
  const { t } = useTranslation();
  return {
    loading: t('explore.loading'),
    failed: t('explore.failed'),
    retry: t('explore.retry'),
    empty: t('explore.empty'),
    loadMore: t('explore.loadMore'),
    loadingMore: t('explore.loadingMore'),
    moreFailed: t('explore.moreFailed'),
  };
}
