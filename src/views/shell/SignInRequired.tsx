import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';

/** Shown to signed-out readers on a screen that belongs to an account (home, lists, notifications...). */
export function SignInRequired() {
  const { t } = useTranslation();
  const { session } = useAppServices();
  const headingId = useId();
  return (
    <section className="shell-message" aria-labelledby={headingId}>
      <h1 id={headingId} className="shell-message__title">
        {t('signInRequired.title')}
      </h1>
      <p className="shell-message__body">{t('signInRequired.body')}</p>
      <button type="button" className="shell-button shell-button--primary" onClick={() => session.addAccount()}>
        {t('signInRequired.signIn')}
      </button>
    </section>
  );
}
