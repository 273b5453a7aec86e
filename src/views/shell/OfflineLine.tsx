import { useTranslation } from '../../i18n/react';
import { useOffline } from '../../services/connectivity/use-offline';
import './offline-line.css';

/**
 * A calm line while the account's server cannot be reached: the screens keep showing what was saved, and the reader
 * knows why nothing new comes. A polite status, said once when it appears.
 */
export function OfflineLine() {
  const { t } = useTranslation();
  const offline = useOffline();
  return (
    <div role="status" className="offline-line-region">
      {offline && <p className="offline-line">{t('connectivity.offline')}</p>}
    </div>
  );
}

export default OfflineLine;
