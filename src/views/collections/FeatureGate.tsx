/**
 * A kmyblue feature's screens show their content only on servers that say they have it
 * (services/collections/collection-features.ts, read from the shared instance chart): until the server has said, the
 * gate says it is checking; when the server lacks it, it says the feature is not available here; while the
 * server's information cannot be loaded, it says that, with Retry (ServerInfoNotice), and the content comes as
 * soon as the answer does. `messages` names the feature's catalogue, holding `checking` and `unavailable`.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { collectionFeatures, type CollectionFeatures } from '../../services/collections/collection-features';
import { useServerInfo } from '../../services/server-info/use-server-info';
import { ServerInfoNotice } from '../server-info/ServerInfoNotice';
import './collections.css';

export interface FeatureGateProps {
  feature: keyof CollectionFeatures;
  messages: string;
  children: ReactNode;
}

export function FeatureGate({ feature, messages, children }: FeatureGateProps) {
  const { t } = useTranslation();
  const { value, missing, busy, retry } = useServerInfo(collectionFeatures);
  if (value?.[feature] === true) return children;
  return (
    <div className="organise-screen">
      {missing ? (
        <ServerInfoNotice missing busy={busy} onRetry={retry} />
      ) : (
        <p className="organise-note" role="status">
          {t(value === null ? `${messages}.checking` : `${messages}.unavailable`)}
        </p>
      )}
    </div>
  );
}
