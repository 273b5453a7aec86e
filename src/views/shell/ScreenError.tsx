import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import './shell.css';

/** The error screen: a screen failed to load or render (for example its code after an update). */
export function ScreenError() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <main className="shell-message" aria-labelledby={headingId}>
      <h1 id={headingId} className="shell-message__title">
        {t('shell.screenError.title')}
      </h1>
      <p className="shell-message__body">{t('shell.screenError.body')}</p>
      <button type="button" className="shell-button shell-button--primary" onClick={() => window.location.reload()}>
        {t('shell.screenError.reload')}
      </button>
    </main>
  );
}
