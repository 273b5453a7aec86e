/**
 * "A new version of Tsubame is available", with Reload and Later, when a new build's service worker waits
 * (services/app-update/use-app-update.ts). A polite status region, there from the start so that screen readers
 * announce the offer when it appears, without moving focus. Downloaded after the first screen has painted, in the
 * built app only (app/app-update-root.tsx).
 */
import { Button } from 'react-aria-components';
import { useTranslation } from '../../i18n/react';
import { useAppUpdate, type AppUpdateEnvironment } from '../../services/app-update/use-app-update';
import './app-update.css';

export default function AppUpdateNotice({ environment }: { environment?: AppUpdateEnvironment }) {
  const { t } = useTranslation();
  const { offered, reloading, reload, dismiss } = useAppUpdate(environment);
  return (
    <div role="status" aria-live="polite" className="app-update">
      {offered && (
        <div className="app-update__notice">
          <p className="app-update__text">{t('appUpdate.available')}</p>
          <div className="app-update__actions">
            <Button className="timeline-button timeline-button-primary" onPress={reload} isDisabled={reloading}>
              {reloading ? t('appUpdate.reloading') : t('appUpdate.reload')}
            </Button>
            {!reloading && (
              <Button className="timeline-button" onPress={dismiss}>
                {t('appUpdate.later')}
              </Button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
