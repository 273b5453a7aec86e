/** The words the filtered-notification lists say for their states (loading, failed with Retry, older pages). */
import { useTranslation } from '../../i18n/react';
import type { ListTexts } from '../common/data-states/DataStates';

export function useRequestListTexts(empty: string): ListTexts {
  const { t } = useTranslation();
  return {
    loading: t('notifications.filtered.list.loading'),
    failed: t('notifications.filtered.list.failed'),
    retry: t('notifications.filtered.list.retry'),
    empty,
    loadMore: t('notifications.filtered.list.loadMore'),
    loadingMore: t('notifications.filtered.list.loadingMore'),
    moreFailed: t('notifications.filtered.list.moreFailed'),
  };
}
