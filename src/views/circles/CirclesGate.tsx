/**
 * Circles exist only on servers that say they have them (kmyblue; services/data/definitions/organise-features.ts):
 * a circles screen shows its content only there. Until the server has said, it says it is checking; when the
 * server has no circles (or could not be asked), it says circles are not available here (with a retry after a
 * failure). Circles are never shown otherwise.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { organiseFeaturesData } from '../../services/data/definitions/organise-features';
import { useResource } from '../../services/data/use-data';
import '../organise/organise.css';

export function CirclesGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { snapshot, value, send } = useResource(organiseFeaturesData, null);
  if (value?.circles === true) return children;
  if (snapshot.hasTag('failed'))
    return (
      <div className="organise-screen">
        <div className="organise-note" role="alert">
          <p>{t('circles.unavailable')}</p>
          <button type="button" className="organise-button" onClick={() => send({ type: 'RETRY' })}>
            {t('organise.retry')}
          </button>
        </div>
      </div>
    );
  if (value === null)
    return (
      <div className="organise-screen">
        <p className="organise-note" role="status">
          {t('circles.checking')}
        </p>
      </div>
    );
  return (
    <div className="organise-screen">
      <p className="organise-note" role="status">
        {t('circles.unavailable')}
      </p>
    </div>
  );
}
