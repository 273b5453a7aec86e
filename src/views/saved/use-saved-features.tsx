/**
 * The server's saved-posts features (services/saved/saved-features.ts, read from the shared instance chart) as the
 * saved screens read them, and the note a kmyblue-only screen shows instead of its list while they are asked,
 * while the server's information cannot be loaded (the one line with Retry, ServerInfoNotice) or when the server
 * lacks the feature. The list comes as soon as the answer does.
 */
import { useTranslation } from '../../i18n/react';
import { savedFeatures, type SavedFeatures } from '../../services/saved/saved-features';
import { useServerInfo, type ServerInfoView } from '../../services/server-info/use-server-info';
import { ServerInfoNotice } from '../server-info/ServerInfoNotice';
import { SavedNote } from './SavedTimelineFrame';

/** The server's saved-posts features (null until the server's answer has come), and whether it is missing. */
export function useSavedFeatures(): { features: SavedFeatures | null } & Omit<ServerInfoView<unknown>, 'value'> {
  const { value, ...info } = useServerInfo(savedFeatures);
  return { features: value, ...info };
}

/** What shows in place of a kmyblue list while the server's features are unknown or lack it; null: the list. */
export function useFeatureNote(has: (features: SavedFeatures) => boolean, missing: string) {
  const { t } = useTranslation();
  const { features, ...info } = useSavedFeatures();
  if (info.missing)
    return (
      <div className="saved-screen__note">
        <ServerInfoNotice missing busy={info.busy} onRetry={info.retry} />
      </div>
    );
  if (features === null) return <SavedNote text={t('saved.features.checking')} role="status" />;
  return has(features) ? null : <SavedNote text={missing} />;
}
