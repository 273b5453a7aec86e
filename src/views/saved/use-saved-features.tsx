/**
 * The server's saved-posts features (services/saved/saved-features.ts) as the saved screens read them, and the
 * note a kmyblue-only screen shows instead of its list while they are asked, when they could not be read (with a
 * retry) or when the server lacks the feature.
 */
import { useTranslation } from '../../i18n/react';
import { useResource } from '../../services/data/use-data';
import { savedFeaturesData, type SavedFeatures } from '../../services/saved/saved-features';
import { SavedNote } from './SavedTimelineFrame';

/** The server's saved-posts features (null while asked or when they could not be read: `failed`). */
export function useSavedFeatures(): { features: SavedFeatures | null; failed: boolean; retry(): void } {
  const { snapshot, value, send } = useResource(savedFeaturesData, null);
  return {
    features: snapshot.hasTag('value') ? value : null,
    failed: snapshot.hasTag('failed'),
    retry: () => send({ type: 'RETRY' }),
  };
}

/** What shows in place of a kmyblue list while the server's features are unknown or lack it; null: the list. */
export function useFeatureNote(has: (features: SavedFeatures) => boolean, missing: string) {
  const { t } = useTranslation();
  const { features, failed, retry } = useSavedFeatures();
  if (failed)
    return (
      <SavedNote text={t('saved.features.failed')} role="alert">
        <button type="button" className="timeline-button" onClick={retry}>
          {t('saved.features.retry')}
        </button>
      </SavedNote>
    );
  if (features === null) return <SavedNote text={t('saved.features.checking')} role="status" />;
  return has(features) ? null : <SavedNote text={missing} />;
}
