/**
 * A kmyblue feature's screens show their content only on servers that say they have it
 * (services/data/definitions/organise-features.ts): until the server has said, the gate says it is checking; when
 * the server lacks it (or could not be asked), it says the feature is not available here (with a retry after a
 * failure). `messages` names the feature's catalogue, holding `checking` and `unavailable`.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { organiseFeaturesData, type OrganiseFeatures } from '../../services/data/definitions/organise-features';
import { useResource } from '../../services/data/use-data';
import './organise.css';

export interface FeatureGateProps {
  feature: keyof OrganiseFeatures;
  messages: string;
  children: ReactNode;
}

export function FeatureGate({ feature, messages, children }: FeatureGateProps) {
  const { t } = useTranslation();
  const { snapshot, value, send } = useResource(organiseFeaturesData, null);
  if (value?.[feature] === true) return children;
  if (snapshot.hasTag('failed'))
    return (
      <div className="organise-screen">
        <div className="organise-note" role="alert">
          <p>{t(`${messages}.unavailable`)}</p>
          <button type="button" className="organise-button" onClick={() => send({ type: 'RETRY' })}>
            {t('organise.retry')}
          </button>
        </div>
      </div>
    );
  return (
    <div className="organise-screen">
      <p className="organise-note" role="status">
        {t(value === null ? `${messages}.checking` : `${messages}.unavailable`)}
      </p>
    </div>
  );
}
